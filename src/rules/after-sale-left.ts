// What of an order is still open to an after-sale, one rule for the order's page (whether it offers 申请售后) and the
// form (which pieces can be chosen), as the mock refuses it (handlers/after-sale.ts 8007, 8008, 8009): pieces of a line held by a pending or accepted request
// are taken; a line with a pending request takes no other; nothing is left once the refunds asked for reach what
// was paid. Pure; relative imports only.
import { AFTER_SALE_STATUS, type AfterSaleStatus } from './commerce-states';

interface Line {
  goodCode: string;
  specName: string;
  num: number;
}

interface Asked {
  status: AfterSaleStatus;
  items: Line[];
  amountFen: number;
}

const keyOf = (i: Pick<Line, 'goodCode' | 'specName'>) => `${i.goodCode}|${i.specName}`;
const holds = (a: Asked) => a.status === AFTER_SALE_STATUS.pending || a.status === AFTER_SALE_STATUS.accepted;

/** Each line of the order with the pieces still open to ask for, and whether a pending request holds it. */
export function openPieces<L extends Line>(
  items: readonly L[],
  asked: readonly Asked[],
): { item: L; left: number; busy: boolean }[] {
  return items.map((item) => {
    const taken = asked
      .filter(holds)
      .flatMap((a) => a.items)
      .filter((i) => keyOf(i) === keyOf(item))
      .reduce((n, i) => n + i.num, 0);
    const busy = asked.some(
      (a) => a.status === AFTER_SALE_STATUS.pending && a.items.some((i) => keyOf(i) === keyOf(item)),
    );
    return { item, left: busy ? 0 : Math.max(0, item.num - taken), busy };
  });
}

/**
 * Whether anything of the order is left to ask for: some line with pieces not yet asked for (nor held by a pending
 * request), and the refunds asked for (pending or accepted) below what was paid. A fully refunded order has nothing.
 */
export function anythingLeftToAsk(order: { items: readonly Line[]; payFen: number }, asked: readonly Asked[]): boolean {
  const askedFen = asked.filter(holds).reduce((n, a) => n + a.amountFen, 0);
  return askedFen < order.payFen && openPieces(order.items, asked).some((l) => l.left > 0);
}

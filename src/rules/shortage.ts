// Shortages when a station receives its day (docs/product.md#the-stations-day): which orders lose the missing pieces (the
// ones paid last first, each order line at most what it had) and what those pieces cost each order, to the fen
// (price less the line's share of the order's discount, a deposit with its piece). Pure: the mock applies it
// when a leader receives a day, the order page reads a shorted line's refund with it.

/** One line of an order as the rule sees it: money in fen, pieces. */
export interface ShortLine {
  goodCode: string;
  specName: string;
  priceFen: number;
  depositFen: number;
  num: number;
}

/** An order that may lose pieces: the later its payment, the sooner it loses them. */
export interface ShortOrder {
  orderCode: string;
  payTime: number;
  lines: readonly ShortLine[];
  discountFen: number;
  /** What the order's payment was (goods and deposits less the discount, plus any freight). */
  payFen: number;
}

/** Pieces missing of one good and spec on the day. */
export interface Missing {
  goodCode: string;
  specName: string;
  num: number;
}

/** What one order loses: pieces per line (the order's line order), 0 where it keeps everything. */
export interface Allocation {
  orderCode: string;
  shortNums: number[];
}

/**
 * Takes the missing pieces from the orders paid last first (equal payment times: the later order code first),
 * each line of an order losing at most its pieces. Answers the orders that lose anything, in the order they
 * were taken from, and the pieces that could not be taken (more missing than the orders hold).
 */
export function allocateShortages(
  orders: readonly ShortOrder[],
  missing: readonly Missing[],
): { allocations: Allocation[]; unplaced: Missing[] } {
  const lastPaidFirst = [...orders].sort(
    (a, b) => b.payTime - a.payTime || (a.orderCode < b.orderCode ? 1 : a.orderCode > b.orderCode ? -1 : 0),
  );
  const byOrder = new Map<string, number[]>();
  const unplaced: Missing[] = [];
  for (const m of missing) {
    let left = Math.max(0, Math.floor(m.num));
    for (const o of lastPaidFirst) {
      if (left === 0) break;
      o.lines.forEach((line, i) => {
        if (left === 0 || line.goodCode !== m.goodCode || line.specName !== m.specName) return;
        const shorts = byOrder.get(o.orderCode) ?? o.lines.map(() => 0);
        const take = Math.min(left, line.num - shorts[i]!);
        if (take <= 0) return;
        shorts[i]! += take;
        left -= take;
        byOrder.set(o.orderCode, shorts);
      });
    }
    if (left > 0) unplaced.push({ goodCode: m.goodCode, specName: m.specName, num: left });
  }
  const allocations = lastPaidFirst
    .filter((o) => byOrder.has(o.orderCode))
    .map((o) => ({ orderCode: o.orderCode, shortNums: byOrder.get(o.orderCode)! }));
  return { allocations, unplaced };
}

/**
 * The order's discount split over its lines in proportion to their amounts (price × pieces), each share
 * rounded down to the fen, the remainder on the last line; all zero without a discount.
 */
export function discountShares(lines: readonly Pick<ShortLine, 'priceFen' | 'num'>[], discountFen: number): number[] {
  const amounts = lines.map((l) => l.priceFen * l.num);
  const goods = amounts.reduce((n, a) => n + a, 0);
  if (discountFen <= 0 || goods <= 0 || lines.length === 0) return lines.map(() => 0);
  const shares = amounts.map((a) => Math.floor((discountFen * a) / goods));
  const others = shares.slice(0, -1).reduce((n, s) => n + s, 0);
  shares[shares.length - 1] = discountFen - others;
  return shares;
}

/**
 * What `short` pieces of line `index` cost the order, in fen: their price and deposit less their part of the
 * line's discount share (the share × short ÷ pieces, rounded down; the whole share when the line loses all).
 */
export function shortLineFen(order: Pick<ShortOrder, 'lines' | 'discountFen'>, index: number, short: number): number {
  const line = order.lines[index];
  if (!line || short <= 0) return 0;
  const pieces = Math.min(short, line.num);
  const share = discountShares(order.lines, order.discountFen)[index]!;
  return (line.priceFen + line.depositFen) * pieces - Math.floor((share * pieces) / line.num);
}

/**
 * The one refund of an order that lost `shortNums` pieces per line: the part of each line and the total; an
 * order that lost every piece is closed with its whole payment back (`closed`, the total is `payFen`, the
 * difference, a delivery fee say, on its last shorted line).
 */
export function shortRefund(
  order: ShortOrder,
  shortNums: readonly number[],
): { lines: number[]; totalFen: number; closed: boolean } {
  const lines = order.lines.map((_, i) => shortLineFen(order, i, shortNums[i] ?? 0));
  const closed = order.lines.length > 0 && order.lines.every((l, i) => (shortNums[i] ?? 0) >= l.num);
  let totalFen = lines.reduce((n, a) => n + a, 0);
  if (closed && totalFen !== order.payFen) {
    const last = lines.length - 1;
    lines[last] = lines[last]! + order.payFen - totalFen;
    totalFen = order.payFen;
  }
  return { lines, totalFen, closed };
}

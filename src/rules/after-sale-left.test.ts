// What is left to ask for after an after-sale: after a full refund, nothing (the order offers no
// 申请售后); a refused or withdrawn request gives its pieces back; a pending one holds its line.
import { describe, expect, it } from 'vitest';
import { anythingLeftToAsk, openPieces } from './after-sale-left';
import { AFTER_SALE_STATUS } from './commerce-states';

const order = {
  payFen: 7380,
  items: [
    { goodCode: 'P1', specName: '', num: 2 },
    { goodCode: 'P2', specName: '500g', num: 1 },
  ],
};
const asked = (
  status: (typeof AFTER_SALE_STATUS)[keyof typeof AFTER_SALE_STATUS],
  items: { goodCode: string; specName: string; num: number }[],
  amountFen: number,
) => ({ status, items, amountFen });

describe('after-sale: what is left', () => {
  it('everything, before any request', () => {
    expect(openPieces(order.items, []).map((l) => l.left)).toEqual([2, 1]);
    expect(anythingLeftToAsk(order, [])).toBe(true);
  });

  it('nothing after a full refund of every piece', () => {
    const all = [
      asked(
        AFTER_SALE_STATUS.accepted,
        [
          { goodCode: 'P1', specName: '', num: 2 },
          { goodCode: 'P2', specName: '500g', num: 1 },
        ],
        7380,
      ),
    ];
    expect(openPieces(order.items, all).map((l) => l.left)).toEqual([0, 0]);
    expect(anythingLeftToAsk(order, all)).toBe(false);
  });

  it('nothing once the refunds reach what was paid, even with pieces not asked for', () => {
    expect(
      anythingLeftToAsk(order, [asked(AFTER_SALE_STATUS.accepted, [{ goodCode: 'P1', specName: '', num: 1 }], 7380)]),
    ).toBe(false);
  });

  it('a refused or withdrawn request gives its pieces back; a pending one holds its whole line', () => {
    expect(
      anythingLeftToAsk(order, [asked(AFTER_SALE_STATUS.refused, [{ goodCode: 'P1', specName: '', num: 2 }], 3000)]),
    ).toBe(true);
    const pending = [asked(AFTER_SALE_STATUS.pending, [{ goodCode: 'P1', specName: '', num: 1 }], 1000)];
    expect(openPieces(order.items, pending)).toMatchObject([
      { left: 0, busy: true },
      { left: 1, busy: false },
    ]);
    expect(
      anythingLeftToAsk(order, [
        ...pending,
        asked(AFTER_SALE_STATUS.accepted, [{ goodCode: 'P2', specName: '500g', num: 1 }], 2000),
      ]),
    ).toBe(false);
  });
});

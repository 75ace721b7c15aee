import { describe, expect, it } from 'vitest';
import { allocateShortages, discountShares, shortLineFen, shortRefund, type ShortOrder } from './shortage';

const line = (goodCode: string, priceFen: number, num: number, depositFen = 0, specName = '') => ({
  goodCode,
  specName,
  priceFen,
  depositFen,
  num,
});
const order = (orderCode: string, payTime: number, lines: ShortOrder['lines'], discountFen = 0): ShortOrder => {
  const goods = lines.reduce((n, l) => n + (l.priceFen + l.depositFen) * l.num, 0);
  return { orderCode, payTime, lines, discountFen, payFen: goods - discountFen };
};

describe('allocateShortages', () => {
  const a = order('A', 1000, [line('P1', 990, 2)]);
  const b = order('B', 3000, [line('P1', 990, 1), line('P2', 500, 1)]);
  const c = order('C', 2000, [line('P1', 990, 3)]);

  it('takes the missing pieces from the order paid last first, each line at most what it had', () => {
    const { allocations, unplaced } = allocateShortages([a, b, c], [{ goodCode: 'P1', specName: '', num: 3 }]);
    // B (paid last) loses its one, C (paid next) the other two; A, who paid first, keeps everything.
    expect(allocations).toEqual([
      { orderCode: 'B', shortNums: [1, 0] },
      { orderCode: 'C', shortNums: [2] },
    ]);
    expect(unplaced).toEqual([]);
  });

  it('keeps goods and specs apart and reports what no order holds', () => {
    const { allocations, unplaced } = allocateShortages(
      [a, b],
      [
        { goodCode: 'P2', specName: '', num: 2 },
        { goodCode: 'P1', specName: '大份', num: 1 },
      ],
    );
    expect(allocations).toEqual([{ orderCode: 'B', shortNums: [0, 1] }]);
    expect(unplaced).toEqual([
      { goodCode: 'P2', specName: '', num: 1 },
      { goodCode: 'P1', specName: '大份', num: 1 },
    ]);
  });

  it('takes several goods from one order into one allocation', () => {
    const { allocations } = allocateShortages(
      [a, b],
      [
        { goodCode: 'P1', specName: '', num: 1 },
        { goodCode: 'P2', specName: '', num: 1 },
      ],
    );
    expect(allocations).toEqual([{ orderCode: 'B', shortNums: [1, 1] }]);
  });

  it('breaks a tie of payment times by the later order code', () => {
    const x = order('O1', 5, [line('P1', 100, 1)]);
    const y = order('O2', 5, [line('P1', 100, 1)]);
    expect(allocateShortages([x, y], [{ goodCode: 'P1', specName: '', num: 1 }]).allocations).toEqual([
      { orderCode: 'O2', shortNums: [1] },
    ]);
  });
});

describe('discountShares', () => {
  it('splits in proportion to the amounts, to the fen, the remainder on the last line', () => {
    // 1000 : 2000 : 3000 of 100 fen: 16.66 -> 16, 33.33 -> 33, last 100 - 49 = 51.
    expect(discountShares([line('a', 1000, 1), line('b', 1000, 2), line('c', 3000, 1)], 100)).toEqual([16, 33, 51]);
    expect(discountShares([line('a', 1000, 1)], 0)).toEqual([0]);
  });
});

describe('shortLineFen and shortRefund', () => {
  // Goods 1990 + 1000 = 2990, discount 500: shares floor(500 × 1990 / 2990) = 332, last 168.
  const discounted = order('D', 1, [line('P1', 995, 2), line('P2', 1000, 1)], 500);

  it('charges back the price less the line’s share of the discount for the pieces lost', () => {
    // One of two: 995 - floor(332 / 2) = 829.
    expect(shortLineFen(discounted, 0, 1)).toBe(829);
    expect(shortRefund(discounted, [1, 0])).toEqual({ lines: [829, 0], totalFen: 829, closed: false });
    // The whole line: 1990 - 332.
    expect(shortLineFen(discounted, 0, 2)).toBe(1658);
  });

  it('refunds a deposit with its piece', () => {
    const withDeposit = order('E', 1, [line('P1', 1200, 3, 500)]);
    expect(shortRefund(withDeposit, [2]).totalFen).toBe(2 * 1700);
  });

  it('closes an order that lost every piece with its whole payment back', () => {
    const r = shortRefund(discounted, [2, 1]);
    expect(r.closed).toBe(true);
    expect(r.totalFen).toBe(discounted.payFen);
    expect(r.lines).toEqual([1658, 832]);
    // A delivery fee comes back too when everything was lost.
    const withFreight = { ...order('F', 1, [line('P1', 1000, 1)]), payFen: 1500 };
    expect(shortRefund(withFreight, [1])).toEqual({ lines: [1500], totalFen: 1500, closed: true });
  });

  it('a partial loss of every line is not a close', () => {
    expect(shortRefund(order('G', 1, [line('P1', 100, 2)]), [1]).closed).toBe(false);
  });
});

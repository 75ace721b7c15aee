// The withdrawal quote in integer fen at its edges: the fee (rate 0 and 0.6 %), the limit, the
// balance, what arrives and when (delayFee days).
import { describe, expect, it } from 'vitest';
import { checkWithdraw, quoteWithdraw, withdrawableFen, withdrawFee } from './withdraw';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 10, 21, 2, 0, 0);
const config = (withdrawRate: number, withdrawLimitFen = 10000, delayFee = 1) => ({
  withdrawRate,
  withdrawLimitFen,
  delayFee,
  withdrawMaxFen: 0,
});

describe('withdrawFee', () => {
  it('is 0 at rate 0 whatever the amount', () => {
    for (const a of [1, 9999, 10000, 128650, 99_999_999_999]) expect(withdrawFee(a, 0)).toBe(0);
  });

  it('rounds amount x 0.6 % half up to the fen', () => {
    expect(withdrawFee(1, 0.006)).toBe(0); // 0.01 yuan: 0.006 fen
    expect(withdrawFee(83, 0.006)).toBe(0); // 0.498 fen
    expect(withdrawFee(84, 0.006)).toBe(1); // 0.504 fen
    expect(withdrawFee(250, 0.006)).toBe(2); // exactly 1.5 fen: half up
    expect(withdrawFee(9999, 0.006)).toBe(60); // 59.994 fen
    expect(withdrawFee(10000, 0.006)).toBe(60);
    expect(withdrawFee(128650, 0.006)).toBe(772); // 771.9 fen
  });

  it('stays exact for amounts where floating point would drift', () => {
    // 1234567891 x 0.006 = 7407407.346 fen
    expect(withdrawFee(1_234_567_891, 0.006)).toBe(7_407_407);
    expect(withdrawFee(99_999_999_999, 0.006)).toBe(600_000_000); // 599999999.994 fen
  });
});

describe('checkWithdraw', () => {
  const cfg = { withdrawLimitFen: 10000, withdrawMaxFen: 0 };
  it('refuses nothing, negatives and fractions of a fen', () => {
    expect(checkWithdraw(0, 50000, cfg)).toBe('invalid');
    expect(checkWithdraw(-1, 50000, cfg)).toBe('invalid');
    expect(checkWithdraw(100.5, 50000, cfg)).toBe('invalid');
    expect(checkWithdraw(Number.NaN, 50000, cfg)).toBe('invalid');
  });

  it('0.01 and the limit minus 0.01 are below the limit; the limit itself is fine', () => {
    expect(checkWithdraw(1, 50000, cfg)).toBe('belowLimit');
    expect(checkWithdraw(9999, 50000, cfg)).toBe('belowLimit');
    expect(checkWithdraw(10000, 50000, cfg)).toBe('ok');
  });

  it('the whole balance is fine, a fen more is over it (over the balance is said first)', () => {
    expect(checkWithdraw(128650, 128650, cfg)).toBe('ok');
    expect(checkWithdraw(128651, 128650, cfg)).toBe('overBalance');
    expect(checkWithdraw(5000, 4000, cfg)).toBe('overBalance');
    // A balance under the limit: withdrawing all of it is still below the limit.
    expect(checkWithdraw(4000, 4000, cfg)).toBe('belowLimit');
  });

  it('0.01 is fine when there is no limit', () => {
    expect(checkWithdraw(1, 1, { withdrawLimitFen: 0, withdrawMaxFen: 0 })).toBe('ok');
  });

  it('the cap of one withdrawal (config withdrawMax) is fine, a fen more is refused before sending', () => {
    const capped = { withdrawLimitFen: 10000, withdrawMaxFen: 100000 };
    expect(checkWithdraw(100000, 500000, capped)).toBe('ok');
    expect(checkWithdraw(100001, 500000, capped)).toBe('aboveMax');
    expect(checkWithdraw(105000, 500000, capped)).toBe('aboveMax');
    // Over the balance is said first; no cap (0) leaves only the balance.
    expect(checkWithdraw(600000, 500000, capped)).toBe('overBalance');
    expect(checkWithdraw(500000, 500000, cfg)).toBe('ok');
    // "Withdraw all" takes the most that can go: the balance within the cap.
    expect(withdrawableFen(500000, capped)).toBe(100000);
    expect(withdrawableFen(50000, capped)).toBe(50000);
    expect(withdrawableFen(500000, cfg)).toBe(500000);
    expect(withdrawableFen(-160, capped)).toBe(0);
  });
});

describe('quoteWithdraw', () => {
  it('rate 0: everything arrives, one day later by default', () => {
    expect(quoteWithdraw(128650, 128650, config(0), NOW)).toEqual({
      check: 'ok',
      feeFen: 0,
      actualFen: 128650,
      arriveBy: NOW + DAY,
    });
  });

  it('rate 0.006: the fee comes off what arrives', () => {
    expect(quoteWithdraw(10000, 128650, config(0.006), NOW)).toEqual({
      check: 'ok',
      feeFen: 60,
      actualFen: 9940,
      arriveBy: NOW + DAY,
    });
    expect(quoteWithdraw(128650, 128650, config(0.006), NOW)).toMatchObject({
      check: 'ok',
      feeFen: 772,
      actualFen: 127878,
    });
    expect(quoteWithdraw(1, 128650, config(0.006, 0), NOW)).toMatchObject({ check: 'ok', feeFen: 0, actualFen: 1 });
  });

  it('still quotes an amount that fails a check, so the person sees why', () => {
    expect(quoteWithdraw(9999, 128650, config(0.006), NOW)).toMatchObject({
      check: 'belowLimit',
      feeFen: 60,
      actualFen: 9939,
    });
    expect(quoteWithdraw(128651, 128650, config(0.006), NOW)).toMatchObject({
      check: 'overBalance',
      feeFen: 772,
      actualFen: 127879,
    });
    expect(quoteWithdraw(0, 128650, config(0.006), NOW)).toMatchObject({ check: 'invalid', feeFen: 0, actualFen: 0 });
  });

  it('delayFee is the days until it arrives: 0 arrives at once, 3 three days on', () => {
    expect(quoteWithdraw(10000, 20000, config(0, 10000, 0), NOW).arriveBy).toBe(NOW);
    expect(quoteWithdraw(10000, 20000, config(0, 10000, 3), NOW).arriveBy).toBe(NOW + 3 * DAY);
  });
});

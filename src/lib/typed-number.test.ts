// Typed amounts and counts are read as typed or refused with a reason: never changed into another number.
import { describe, expect, it } from 'vitest';
import { readCountInput, readYuanInput } from './typed-number';

describe('readYuanInput', () => {
  it('reads yuan with at most 2 decimals as fen', () => {
    expect(readYuanInput('150')).toEqual({ ok: true, value: 15000 });
    expect(readYuanInput(' 12.5 ')).toEqual({ ok: true, value: 1250 });
    expect(readYuanInput('0.01')).toEqual({ ok: true, value: 1 });
    expect(readYuanInput('１２．３０')).toEqual({ ok: true, value: 1230 });
    expect(readYuanInput('.5')).toEqual({ ok: true, value: 50 });
  });

  it('says what is wrong instead of changing the number', () => {
    expect(readYuanInput('')).toEqual({ ok: false, problem: 'empty' });
    expect(readYuanInput('abc')).toEqual({ ok: false, problem: 'notNumber' });
    expect(readYuanInput('12abc')).toEqual({ ok: false, problem: 'notNumber' });
    expect(readYuanInput('1,000')).toEqual({ ok: false, problem: 'notNumber' });
    expect(readYuanInput('-150')).toEqual({ ok: false, problem: 'negative' });
    expect(readYuanInput('－150')).toEqual({ ok: false, problem: 'negative' });
    expect(readYuanInput('0')).toEqual({ ok: false, problem: 'zero' });
    expect(readYuanInput('-0')).toEqual({ ok: false, problem: 'zero' });
    expect(readYuanInput('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(readYuanInput('1234567890123')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readYuanInput('100.01', 10000)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('readCountInput', () => {
  it('reads whole numbers from 0 to the maximum', () => {
    expect(readCountInput('0', 99999)).toEqual({ ok: true, value: 0 });
    expect(readCountInput('30', 99999)).toEqual({ ok: true, value: 30 });
    expect(readCountInput('99999', 99999)).toEqual({ ok: true, value: 99999 });
    expect(readCountInput('２０', 99999)).toEqual({ ok: true, value: 20 });
    expect(readCountInput('15.0', 99999)).toEqual({ ok: true, value: 15 });
  });

  it('refuses 1.5 (never 15), negatives, letters and too many', () => {
    expect(readCountInput('1.5', 99999)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readCountInput('-3', 99999)).toEqual({ ok: false, problem: 'negative' });
    expect(readCountInput('3件', 99999)).toEqual({ ok: false, problem: 'notNumber' });
    expect(readCountInput('100000', 99999)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readCountInput('', 99999)).toEqual({ ok: false, problem: 'empty' });
  });
});

// The calibration: the same emulated device whatever this machine's benchmark index.
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './calibrate';

describe('cpuSlowdownFor', () => {
  it('is 4× at index 1750 and in proportion elsewhere', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(875)).toBe(2);
    expect(cpuSlowdownFor(2900)).toBe(6.63);
    expect(cpuSlowdownFor(540)).toBe(1.23);
  });
  it('never runs faster than the machine, nor slower than 12×, and refuses a missing index', () => {
    expect(cpuSlowdownFor(200)).toBe(1);
    expect(cpuSlowdownFor(9000)).toBe(12);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
    expect(() => cpuSlowdownFor(0)).toThrow();
  });
});

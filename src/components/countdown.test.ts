// The countdown's text: minutes and seconds, hours past an hour, never negative.
import { describe, expect, it } from 'vitest';
import { formatLeft } from './countdown';

describe('formatLeft', () => {
  it('reads mm:ss, h:mm:ss past an hour, and 00:00 once over', () => {
    expect(formatLeft(15 * 60_000)).toBe('15:00');
    expect(formatLeft(14 * 60_000 + 59_001)).toBe('15:00');
    expect(formatLeft(59_000)).toBe('00:59');
    expect(formatLeft(3_723_000)).toBe('1:02:03');
    expect(formatLeft(-5)).toBe('00:00');
  });
});

// The bench's calibration: Lighthouse slows the CPU 4× whatever the machine, so the same code
// scored 0.75 on one of these machines and 0.94 on another. Lighthouse's throttling guide scales the
// multiplier with the machine's benchmark index instead; here 4× at index 1750, in proportion elsewhere,
// so that every run emulates the same device.

/** The index at which Lighthouse's default 4× is taken as it is. */
export const REFERENCE_INDEX = 1750;
export const REFERENCE_SLOWDOWN = 4;
/** Never faster than the machine itself; never more than 12× (an index above 5250: the guide's range ends there). */
export const MIN_SLOWDOWN = 1;
export const MAX_SLOWDOWN = 12;

/** The CPU slowdown for a benchmark index: 4 × index / 1750, clamped to [1, 12], two decimals. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`no usable benchmark index: ${benchmarkIndex}`);
  const m = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX;
  return Math.round(Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, m)) * 100) / 100;
}

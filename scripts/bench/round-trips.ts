// The WeChat entry's critical path: how many backend round trips the first screen waited for one after another.

/** A backend call as the browser timed it (epoch ms). */
export interface Call {
  path: string;
  start: number;
  end: number;
}

/**
 * The longest chain of calls in which each one started only after the one before it had finished:
 * the round trips a screen waits for one after another, however many calls go out beside them.
 */
export function criticalPathDepth(calls: readonly Call[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((c, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if ((sorted[j] as Call).end <= c.start) before = Math.max(before, depth[j] as number);
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

// The pull-to-refresh state machine: which pull refreshes, which aborts, and what ignores input.
import { describe, expect, it } from 'vitest';
import { initialPull, pullReducer, PULL_THRESHOLD, type PullEvent, type PullState } from './pull-state';

const run = (events: PullEvent[], from: PullState = initialPull) => events.reduce(pullReducer, from);

describe('pullReducer', () => {
  it('pulls, reaches the threshold, refreshes, restores and settles', () => {
    let s = run([{ type: 'move', dy: 40 }]);
    expect(s).toEqual({ status: 'pulling', distance: 20 });
    s = run([{ type: 'move', dy: PULL_THRESHOLD * 2 }], s);
    expect(s.status).toBe('canRelease');
    s = run([{ type: 'release' }], s);
    expect(s.status).toBe('refreshing');
    expect(s.distance).toBeGreaterThan(0);
    s = run([{ type: 'done' }], s);
    expect(s).toEqual({ status: 'restoring', distance: 0 });
    expect(run([{ type: 'settled' }], s)).toEqual(initialPull);
  });

  it('aborts a pull released before the threshold (no refresh)', () => {
    const s = run([{ type: 'move', dy: PULL_THRESHOLD }, { type: 'release' }]);
    expect(s.status).toBe('aborting');
    expect(run([{ type: 'done' }], s).status).toBe('aborting');
    expect(run([{ type: 'settled' }], s)).toEqual(initialPull);
  });

  it('goes back from canRelease to pulling when the finger moves back up', () => {
    const s = run([
      { type: 'move', dy: 200 },
      { type: 'move', dy: 30 },
    ]);
    expect(s.status).toBe('pulling');
    expect(run([{ type: 'move', dy: -10 }], s)).toEqual(initialPull);
  });

  it('ignores moves and releases while refreshing, and a second release', () => {
    const refreshing = run([{ type: 'move', dy: 300 }, { type: 'release' }]);
    expect(run([{ type: 'move', dy: 300 }, { type: 'release' }], refreshing)).toEqual(refreshing);
    expect(run([{ type: 'release' }])).toEqual(initialPull);
  });

  it('caps the distance', () => {
    expect(run([{ type: 'move', dy: 10_000 }]).distance).toBe(140);
  });
});

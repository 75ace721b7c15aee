// The pull-to-refresh state machine (no DOM): pulling -> canRelease (threshold reached) -> refreshing ->
// restoring, or pulling -> aborting when released early; restoring and aborting animate for 300 ms.
export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'restoring' | 'aborting';

/** Distance (px, after damping) at which releasing refreshes. */
export const PULL_THRESHOLD = 60;
/** Height held while refreshing. */
export const PULL_HOLD = 48;
/** Pull-to-refresh animation (docs/product.md#constants). */
export const PULL_ANIMATION_MS = 300;
const MAX_DISTANCE = 140;

export interface PullState {
  status: PullStatus;
  distance: number;
}

export type PullEvent = { type: 'move'; dy: number } | { type: 'release' } | { type: 'done' } | { type: 'settled' };

export const initialPull: PullState = { status: 'idle', distance: 0 };

/** Finger travel to shown distance: half, capped. */
export function damp(dy: number): number {
  return dy <= 0 ? 0 : Math.min(dy / 2, MAX_DISTANCE);
}

export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'move': {
      if (state.status !== 'idle' && state.status !== 'pulling' && state.status !== 'canRelease') return state;
      const distance = damp(event.dy);
      if (distance === 0) return initialPull;
      return { status: distance >= PULL_THRESHOLD ? 'canRelease' : 'pulling', distance };
    }
    case 'release':
      if (state.status === 'canRelease') return { status: 'refreshing', distance: PULL_HOLD };
      if (state.status === 'pulling') return { status: 'aborting', distance: 0 };
      return state;
    case 'done':
      return state.status === 'refreshing' ? { status: 'restoring', distance: 0 } : state;
    case 'settled':
      return state.status === 'restoring' || state.status === 'aborting' ? initialPull : state;
  }
}

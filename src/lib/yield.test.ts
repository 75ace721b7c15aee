import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield';

describe('yieldToBrowser', () => {
  it('resolves after the code that called it has finished, not within it', async () => {
    const order: string[] = [];
    const later = yieldToBrowser().then(() => order.push('after'));
    order.push('same task');
    await Promise.resolve();
    order.push('microtask');
    await later;
    expect(order).toEqual(['same task', 'microtask', 'after']);
  });
});

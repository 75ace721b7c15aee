// The double-tap guard as a person meets it: two taps in one go run the action once with the button
// loading meanwhile; once the run is over (done or failed) the next tap runs it again; a form is never
// sent natively, not even by a tap that the lock swallows.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { submitWith, useLockedAction } from './use-locked-action';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Commit({ action }: { action: (n: number) => Promise<void> }) {
  const [run, busy] = useLockedAction(async (n: number) => {
    try {
      await action(n);
    } catch {
      // Said elsewhere (the request layer's toast); the lock is what this test is about.
    }
  });
  return (
    <form onSubmit={submitWith(() => run(1))}>
      <button type="submit" aria-busy={busy}>
        commit
      </button>
    </form>
  );
}

describe('useLockedAction', () => {
  it('two quick taps run the action once; the button is busy until it ends; then a tap runs it again', async () => {
    const calls = [deferred(), deferred()];
    const action = vi.fn((n: number) => calls[action.mock.calls.length - 1]!.promise.then(() => void n));
    render(<Commit action={action} />);
    const button = screen.getByRole('button', { name: 'commit' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => calls[0]!.resolve());
    expect(button.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
    // A failed run frees the lock too.
    await act(async () => calls[1]!.reject(new Error('refused')));
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('a tap swallowed by the lock still keeps the form from being sent natively', () => {
    const pending = deferred();
    render(<Commit action={() => pending.promise} />);
    const form = screen.getByRole('button', { name: 'commit' }).closest('form')!;
    const first = new Event('submit', { bubbles: true, cancelable: true });
    const second = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(first);
      form.dispatchEvent(second);
    });
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);
  });
});

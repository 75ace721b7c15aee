// An account form's submit: a double tap sends once, a refusal is said and frees the form, and a success either
// keeps it busy while the person moves on or frees it on a form that stays.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSubmitOnce } from './sms-fields';

describe('useSubmitOnce', () => {
  it('runs once on a double tap; a form that moves on stays busy after its success', async () => {
    const { result } = renderHook(() => useSubmitOnce('moveOn'));
    let calls = 0;
    let finish = () => {};
    const action = () => new Promise<void>((done) => ((calls += 1), (finish = done)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(() => true, action);
      void result.current.run(() => true, action);
    });
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.locked()).toBe(true);
  });

  it('says what was refused and is free again; a form that stays is free after a success', async () => {
    const { result } = renderHook(() => useSubmitOnce('stay', (e) => `refused: ${e.message}`));
    await act(() =>
      result.current.run(
        () => true,
        () => Promise.reject(new Error('验证码错误')),
      ),
    );
    expect(result.current.formError).toBe('refused: 验证码错误');
    expect(result.current.busy).toBe(false);
    await act(() =>
      result.current.run(
        () => true,
        () => Promise.resolve(),
      ),
    );
    expect(result.current.formError).toBe('');
    expect(result.current.busy).toBe(false);
    expect(result.current.locked()).toBe(false);
  });

  it('does not start when the form refuses its fields', async () => {
    const { result } = renderHook(() => useSubmitOnce('moveOn'));
    let calls = 0;
    await act(() =>
      result.current.run(
        () => false,
        async () => void (calls += 1),
      ),
    );
    expect(calls).toBe(0);
    expect(result.current.busy).toBe(false);
  });
});

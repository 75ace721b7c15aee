// The home's lists stay mounted while the community is resolved, and remount for another community.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useListsKey } from './use-lists-key';

describe('useListsKey', () => {
  it('is the same key before and after the community resolves, and another for a community chosen later', () => {
    const { result, rerender } = renderHook(({ code }: { code: string | undefined }) => useListsKey(code), {
      initialProps: { code: undefined as string | undefined },
    });
    const resolving = result.current;
    rerender({ code: 'C001' });
    expect(result.current).toBe(resolving);
    rerender({ code: 'C003' });
    expect(result.current).not.toBe(resolving);
    const chosen = result.current;
    rerender({ code: 'C001' });
    expect(result.current).not.toBe(chosen);
  });

  it('remounts for a community chosen after one known at mount', () => {
    const { result, rerender } = renderHook(({ code }: { code: string | undefined }) => useListsKey(code), {
      initialProps: { code: 'C001' as string | undefined },
    });
    const first = result.current;
    rerender({ code: 'C003' });
    expect(result.current).not.toBe(first);
  });
});

// A screen whose data failed because the phone is offline says so (not a time-out or a server fault), and
// loads again by itself when the network is back; any other failure keeps its own message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLocale } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { ErrorState } from './loadable';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (error: unknown, onRetry: () => void) =>
  render(
    <MemoryRouter>
      <ErrorState error={error} onRetry={onRetry} />
    </MemoryRouter>,
  );

describe('a failed load offline', () => {
  it('says the phone is offline and retries once when the `online` event comes', () => {
    setLocale('zh-CN');
    const retry = vi.fn();
    show(new ApiError('network', '网络连接失败，请检查网络后重试', '/api/order/v1/confirm'), retry);
    expect(screen.getByText('手机没有联网')).toBeTruthy();
    expect(screen.getByText('请检查网络连接；联网后会自动重试。')).toBeTruthy();
    expect(retry).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('navigator.onLine false makes any failure an offline one', () => {
    setLocale('en-US');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(new ApiError('timeout', 'timed out', '/x'), () => undefined);
    expect(screen.getByText('Your phone is offline')).toBeTruthy();
  });

  it('a server failure online keeps its own message', () => {
    setLocale('zh-CN');
    show(new ApiError('server', '库存不足', '/x', 4001), () => undefined);
    expect(screen.getByText('库存不足')).toBeTruthy();
    expect(screen.queryByText('手机没有联网')).toBeNull();
  });
});

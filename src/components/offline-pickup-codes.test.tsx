// The kept pickup codes on screen without a network: when a screen counts as cut off (the browser offline,
// or its request failed for want of a network, never a refusal of the backend), the screen reloading itself
// once the network is back (again while it still fails for want of one), and the note in China time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLocale } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { chinaTime } from '@/rules/china-time';
import { OfflinePickupCodes, useOffline } from './offline-pickup-codes';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

const network = () => new ApiError('network', '网络连接失败，请检查网络后重试', '/api/productOrder/v1/user/get');
const refused = () => new ApiError('server', '订单不存在', '/api/productOrder/v1/user/get', 4001);

function Screen({ data, error, refresh }: { data?: unknown; error?: unknown; refresh: () => void }) {
  return <p data-testid="cut-off">{String(useOffline({ data, error, refresh }))}</p>;
}
const cutOff = () => screen.getByTestId('cut-off').textContent;

afterEach(() => {
  online = true;
  vi.useRealTimers();
});

describe('useOffline', () => {
  it('a screen without data is cut off when the browser is offline or its call failed for want of a network, not when the backend refused', () => {
    const refresh = vi.fn();
    const { rerender } = render(<Screen error={network()} refresh={refresh} />);
    expect(cutOff()).toBe('true');
    rerender(<Screen error={refused()} refresh={refresh} />);
    expect(cutOff()).toBe('false');
    // Its data there: never cut off (what it shows stays).
    setOnline(false);
    rerender(<Screen data={{}} refresh={refresh} />);
    expect(cutOff()).toBe('false');
    rerender(<Screen refresh={refresh} />);
    expect(cutOff()).toBe('true');
  });

  it('back online, a failed screen reloads itself at once, again after 1 s while the network still fails, and stops once loaded', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    setOnline(false);
    const first = network();
    const { rerender } = render(<Screen error={first} refresh={refresh} />);
    setOnline(true);
    act(() => void vi.advanceTimersByTime(0));
    expect(refresh).toHaveBeenCalledTimes(1);
    // That reload failed too: the network was still coming up.
    rerender(<Screen error={network()} refresh={refresh} />);
    act(() => void vi.advanceTimersByTime(999));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender(<Screen data={{}} refresh={refresh} />);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a screen that loaded, or that never was offline, is not reloaded by the network coming back', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    render(<Screen data={{}} refresh={refresh} />);
    setOnline(false);
    setOnline(true);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the kept codes on screen', () => {
  it("say when they were last updated, in China time whatever the phone's zone, with the code and its QR", () => {
    setLocale('zh-CN');
    const updatedAt = chinaTime(2026, 11, 27, 7, 5);
    vi.useFakeTimers({ now: chinaTime(2026, 11, 27, 9, 0), toFake: ['Date'] });
    render(
      <MemoryRouter>
        <OfflinePickupCodes
          updatedAt={updatedAt}
          codes={[
            {
              orderCode: 'O1',
              pickupCode: '12345678',
              status: 2,
              storeName: '鲜果铺',
              station: { name: '幸福里自提点', address: '幸福路 1 号', leaderName: '王姐', phone: '139' },
              pickupStart: chinaTime(2026, 11, 27, 16, 0),
              pickupEnd: chinaTime(2026, 11, 27, 20, 0),
              goods: [{ title: '赣南脐橙', specName: '5斤', num: 2 }],
              payTime: 1,
              seenAt: updatedAt,
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('offline-note').textContent).toBe('离线显示 · 更新于 07:05');
    expect(screen.getByTestId('pickup-code').textContent).toBe('1234 5678');
    expect(screen.getByRole('img', { name: /12345678/ })).toBeTruthy();
    expect(screen.getByText('取货时间 11/27 16:00–20:00')).toBeTruthy();
    expect(screen.getByText('已到自提点')).toBeTruthy();
  });
});

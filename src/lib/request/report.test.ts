import { describe, expect, it, vi } from 'vitest';

describe('the request reporter', () => {
  it('keeps what the start-up reports before the UI is installed, and shows it once it is', async () => {
    // A fresh copy of the module: test/setup.ts has installed the app's reporter into the shared one.
    vi.resetModules();
    const { reporter, setRequestReporter } = await import('./report');
    reporter().toast('网络不给力', { delay: 300 });
    let confirmed = false;
    const alerted = reporter().alert({ content: '请重新授权' }).then(() => (confirmed = true));
    await Promise.resolve();
    expect(confirmed).toBe(false);

    const shown: string[] = [];
    setRequestReporter({
      toast: (message, { delay }) => void shown.push(`toast ${message} ${delay}`),
      alert: async ({ content }) => void shown.push(`alert ${content}`),
    });
    await alerted;
    expect(shown).toEqual(['toast 网络不给力 300', 'alert 请重新授权']);
    // Installed: reports go straight to it.
    reporter().toast('已取消', { delay: 0 });
    expect(shown).toHaveLength(3);
  });
});

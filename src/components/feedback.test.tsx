// Toasts and modals as tests meet them: what is on screen or waiting can be dismissed and named, a
// dismissed modal answers nothing, and the teardown takes everything off the page at once (no closing
// animation left to unmount after the test environment is gone).
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { writeStored } from '@/lib/storage';
import {
  cancelFeedback,
  dismissModals,
  dismissToasts,
  installStorageFeedback,
  showModal,
  showToast,
  STORAGE_FULL_NOTICE_MS,
} from './feedback';

const mounted = () => document.body.querySelectorAll('.adm-toast-mask, .adm-dialog, .adm-mask').length;

describe('feedback', () => {
  it('dismissToasts names the toast on screen and those waiting for their delay, and none shows afterwards', async () => {
    showToast('已保存');
    // The second waits 2 s: longer than the first toast can take to show, however busy the machine (with
    // 300 ms, a slow first render let the second replace the first before it was seen).
    showToast('库存不足', { delay: 2000 });
    await vi.waitFor(() => expect(document.body.textContent).toContain('已保存'));
    expect(dismissToasts()).toEqual(['已保存', '库存不足']);
    await new Promise((r) => setTimeout(r, 2100));
    expect(document.body.textContent).not.toContain('库存不足');
    expect(dismissToasts()).toEqual([]);
  });

  it('names every toast shown since it was last called, also one a later toast replaced or that hid itself', () => {
    vi.useFakeTimers();
    try {
      showToast('已加入购物车');
      showToast('库存不足');
      showToast('网络不给力，请稍后重试', { delay: 300 });
      vi.advanceTimersByTime(300 + 2000 + 10);
      expect(dismissToasts()).toEqual(['已加入购物车', '库存不足', '网络不给力，请稍后重试']);
      expect(dismissToasts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a dismissed modal closes without an answer: nothing that waits for one goes on', async () => {
    const answered = vi.fn();
    void showModal({ content: '请返回重新登录', noCancel: true }).then(answered);
    await vi.waitFor(() => expect(document.body.textContent).toContain('请返回重新登录'));
    expect(dismissModals()).toEqual(['请返回重新登录']);
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).not.toHaveBeenCalled();
    expect(dismissModals()).toEqual([]);
  });

  it('an answered modal is no longer open', async () => {
    const answer = showModal({ content: '确定要退出登录吗？' });
    const ok = await vi.waitFor(() => {
      const button = document.body.querySelector<HTMLElement>('.adm-dialog-button-bold');
      if (!button) throw new Error('no OK button yet');
      return button;
    });
    ok.click();
    await expect(answer).resolves.toBe(true);
    expect(dismissModals()).toEqual([]);
  });

  it('the teardown says what was left open and takes it all off the page at once', async () => {
    showToast('网络连接失败', { delay: 300 });
    void showModal({ content: '授权失败' });
    showToast('已保存');
    await vi.waitFor(() => expect(mounted()).toBeGreaterThan(1));
    expect(cancelFeedback()).toEqual({ toasts: ['已保存', '网络连接失败'], modals: ['授权失败'] });
    // Synchronously gone: no exit animation is left to finish (and unmount) after the environment.
    expect(mounted()).toBe(0);
    expect(document.body.children.length).toBe(0);
  });

  it('a full storage is said once a minute, not at every keystroke of a draft', async () => {
    setLocale('zh-CN');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let full = true;
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const off = installStorageFeedback();
    try {
      for (const title of ['周', '周末', '周末团']) writeStored('draftActivity', { title });
      await vi.waitFor(() => expect(document.body.textContent).toContain('存储空间已满，部分数据未能保存'));
      expect(dismissToasts()).toEqual(['存储空间已满，部分数据未能保存']);
      // A write that fits says nothing; within the minute, another refused one says nothing either.
      full = false;
      writeStored('draftActivity', { title: '周末团购' });
      expect(dismissToasts()).toEqual([]);
      full = true;
      clock.mockReturnValue(1_000_000 + STORAGE_FULL_NOTICE_MS - 1);
      writeStored('draftActivity', { title: '周末团购！' });
      expect(dismissToasts()).toEqual([]);
      clock.mockReturnValue(1_000_000 + STORAGE_FULL_NOTICE_MS);
      writeStored('draftActivity', { title: '周末团购！！' });
      expect(dismissToasts()).toEqual(['存储空间已满，部分数据未能保存']);
    } finally {
      off();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});

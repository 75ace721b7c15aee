// The kept address input: found again for the same address only, survives as JSON, and a foreign value is ignored.
import { describe, expect, it, vi } from 'vitest';
import { storageKey } from '@/lib/storage';
import { clearAddressDraft, readAddressDraft, writeAddressDraft } from './address-draft';
import { emptyDraft } from './address-form';

describe('address draft', () => {
  it('is read back for the same address only', () => {
    const draft = { ...emptyDraft(), code: 'A1', name: '李思雨', phone: '1661234' };
    writeAddressDraft({ draft, awaitingMap: true });
    expect(readAddressDraft('A1')).toEqual({ draft, awaitingMap: true });
    expect(readAddressDraft('')).toBeNull();
    expect(readAddressDraft('A2')).toBeNull();
    clearAddressDraft();
    expect(readAddressDraft('A1')).toBeNull();
  });

  it('ignores a corrupt or foreign value (and reports it)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      storageKey('draftAddress'),
      JSON.stringify({ draft: { code: '', name: 3 }, awaitingMap: false }),
    );
    expect(readAddressDraft('')).toBeNull();
    localStorage.setItem(storageKey('draftAddress'), '{not json');
    expect(readAddressDraft('')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllStorage, isStringArray, onStorageFault, readStored, storageKey, writeStored, type StorageFault } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage adapter', () => {
  it('keys are <label>_<name> and values JSON', () => {
    writeStored('searchArchives', ['米', '蛋']);
    expect(storageKey('searchArchives')).toBe('qihuo_searchArchives');
    expect(localStorage.getItem('qihuo_searchArchives')).toBe('["米","蛋"]');
    expect(readStored('searchArchives', [], isStringArray)).toEqual(['米', '蛋']);
  });

  it('a missing value gives the default without a report', () => {
    const faults: StorageFault[] = [];
    const off = onStorageFault((f) => faults.push(f));
    expect(readStored('searchArchives', ['x'], isStringArray)).toEqual(['x']);
    off();
    expect(faults).toEqual([]);
  });

  it('corrupt JSON falls back to the default and is logged, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const faults: StorageFault[] = [];
    const off = onStorageFault((f) => faults.push(f));
    localStorage.setItem('qihuo_searchArchives', '{not json');
    expect(readStored('searchArchives', [], isStringArray)).toEqual([]);
    off();
    expect(faults).toMatchObject([{ kind: 'corrupt', name: 'searchArchives' }]);
    expect(warn).toHaveBeenCalled();
  });

  it('a foreign value of the wrong shape falls back to the default', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('qihuo_searchArchives', JSON.stringify({ hacked: true }));
    expect(readStored('searchArchives', ['d'], isStringArray)).toEqual(['d']);
  });

  it('a full storage is reported and returns false, never a crash', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const faults: StorageFault[] = [];
    const off = onStorageFault((f) => faults.push(f));
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    try {
      expect(writeStored('pageData', { big: 'x' })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      off();
    }
    expect(faults).toMatchObject([{ kind: 'full', name: 'pageData' }]);
  });

  it('clearing all storage keeps the device id only', () => {
    writeStored('token', 't');
    writeStored('deviceId', 'D'.repeat(32));
    localStorage.setItem('other', '1');
    clearAllStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('qihuo_deviceId')).toBe(JSON.stringify('D'.repeat(32)));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllStorage,
  isHeaderValue,
  MAX_STORED_CHARS,
  repairStorage,
  isString,
  isStringArray,
  onStorageFault,
  readSession,
  readStored,
  removeSession,
  storageKey,
  writeSession,
  writeStored,
  type StorageFault,
} from './storage';

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

  it('a corrupt value is dropped from storage, and the log names it without its value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('qihuo_token', 'tk_SECRET_not_json');
    expect(readStored('token', '', isString)).toBe('');
    expect(localStorage.getItem('qihuo_token')).toBeNull();
    localStorage.setItem('qihuo_token', JSON.stringify({ token: 'tk_SECRET_object' }));
    expect(readStored('token', '', isString)).toBe('');
    expect(localStorage.getItem('qihuo_token')).toBeNull();
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('token');
    expect(logged).not.toContain('SECRET');
  });

  it("clearing all storage also forgets this tab's session values", () => {
    writeSession('oauthState', 'S1');
    clearAllStorage();
    expect(readSession('oauthState', '', isString)).toBe('');
  });
});

describe('sessionStorage side', () => {
  it('keeps a value for this tab under <label>_<name>, as JSON, apart from localStorage', () => {
    expect(writeSession('oauthState', 'Ab12')).toBe(true);
    expect(sessionStorage.getItem('qihuo_oauthState')).toBe('"Ab12"');
    expect(localStorage.getItem('qihuo_oauthState')).toBeNull();
    expect(readSession('oauthState', '', isString)).toBe('Ab12');
    removeSession('oauthState');
    expect(readSession('oauthState', 'none', isString)).toBe('none');
  });

  it('a foreign value falls back and is dropped', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('qihuo_oauthState', '{"x":1}');
    expect(readSession('oauthState', '', isString)).toBe('');
    expect(sessionStorage.getItem('qihuo_oauthState')).toBeNull();
  });
});

describe('isHeaderValue', () => {
  it('accepts printable ASCII up to 512 characters, nothing else', () => {
    expect(isHeaderValue('tk_U10001_abc-._~+/=')).toBe(true);
    expect(isHeaderValue('')).toBe(true);
    expect(isHeaderValue('x'.repeat(512))).toBe(true);
    for (const bad of ['令牌', 'o_abc\nX-Evil: 1', 'a\rb', 'tab\there', 'x'.repeat(513), 'é', 42, null])
      expect(isHeaderValue(bad)).toBe(false);
  });
});

describe('repairStorage (start-up)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes values that are not JSON, of the wrong JSON type or far too big, and keeps good ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKey('token'), '{not json');
    localStorage.setItem(storageKey('autologin'), '"yes"');
    localStorage.setItem(storageKey('draftActivity'), '[1,2]');
    localStorage.setItem(storageKey('searchArchives'), JSON.stringify(['x'.repeat(MAX_STORED_CHARS)]));
    localStorage.setItem(storageKey('locale'), '"en-US"');
    localStorage.setItem(storageKey('draftCart'), 'null');
    sessionStorage.setItem(storageKey('oauthState'), '12345');
    repairStorage();
    expect(
      ['token', 'autologin', 'draftActivity', 'searchArchives'].map((n) =>
        localStorage.getItem(storageKey(n as 'token')),
      ),
    ).toEqual([null, null, null, null]);
    expect(localStorage.getItem(storageKey('locale'))).toBe('"en-US"');
    expect(localStorage.getItem(storageKey('draftCart'))).toBe('null');
    expect(sessionStorage.getItem(storageKey('oauthState'))).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0])).join()).not.toContain('not json');
    warn.mockRestore();
  });
});

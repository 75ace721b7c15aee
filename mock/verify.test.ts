// The mock's request checks as a careful backend makes them: identity headers, the 5-minute window, spent nonces.
import { describe, expect, it } from 'vitest';
import { checkClient, NonceBook } from './verify';

const now = 1_763_690_000_000;
const good = {
  'content-type': 'application/json',
  appid: 'wxA',
  platform: 'web',
  version: '1.0.0',
  deviceid: 'D'.repeat(32),
  timestamp: String(now),
};

describe('checkClient', () => {
  it('accepts the contract headers', () => {
    expect(checkClient(good, 'wxA', now)).toEqual({ ok: true });
  });
  it.each([
    [{ 'content-type': undefined }, 'content-type'],
    [{ 'content-type': '' }, 'content-type'],
    [{ appid: 'wxB' }, 'appid'],
    [{ appid: undefined }, 'appid'],
    [{ platform: 'ios' }, 'platform'],
    [{ platform: 'WEB' }, 'platform'],
    [{ version: '' }, 'version'],
    [{ version: '1.0.0; drop' }, 'version'],
    [{ deviceid: '' }, 'deviceId'],
    [{ deviceid: 'D'.repeat(31) + '\u00e9' }, 'deviceId'],
    [{ timestamp: String(now - 300_001) }, '5 minutes'],
    [{ timestamp: String(now + 300_001) }, '5 minutes'],
    [{ timestamp: String(Math.floor(now / 1000)) }, 'milliseconds'],
  ])('refuses %j with a message naming %s', (change, words) => {
    const check = checkClient({ ...good, ...change }, 'wxA', now);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.msg).toContain(words);
  });
  it('accepts a timestamp exactly 5 minutes away', () => {
    expect(checkClient({ ...good, timestamp: String(now - 300_000) }, 'wxA', now).ok).toBe(true);
  });
});

describe('NonceBook', () => {
  it('spends a nonce once within 5 minutes, and forgets it after', () => {
    const book = new NonceBook();
    expect(book.spend('n1', now)).toBe(true);
    expect(book.spend('n1', now + 1000)).toBe(false);
    expect(book.spend('n2', now + 1000)).toBe(true);
    expect(book.spend('n1', now + 300_001)).toBe(true);
  });
});

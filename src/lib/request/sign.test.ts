import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';

/** The reference: Node's MD5 (the app signs with js-md5's lite build). */
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
import { cacheKey, canon, nonceStr, pathOf, pathSignature, payloadSign, signingHeaders, wireForm } from './sign';

describe('canon', () => {
  it('sorts keys by UTF-16 code unit, drops null and undefined, stringifies values by type', () => {
    expect(canon({ b: 2, a: 'x', Z: true, c: null, d: undefined, e: { k: [1, 'v'] }, f: [1, 2] })).toBe(
      'Z=true&a=x&b=2&e={"k":[1,"v"]}&f=[1,2]',
    );
  });
  it('is empty for an absent or empty payload', () => {
    expect(canon(undefined)).toBe('');
    expect(canon(null)).toBe('');
    expect(canon({})).toBe('');
  });
  it('keeps strings as they are (no encoding) and numbers as String()', () => {
    expect(canon({ q: '团购 a&b=c', n: 0.1, m: -3 })).toBe('m=-3&n=0.1&q=团购 a&b=c');
  });
  it('orders upper case before lower case and by code unit, not by locale', () => {
    expect(canon({ b: 1, B: 1, a: 1, _: 1 })).toBe('B=1&_=1&a=1&b=1');
  });
});

describe('wireForm (GET queries and /form bodies)', () => {
  const payload = {
    z: null,
    n: 1.5,
    t: true,
    arr: [1, '二'],
    obj: { a: { b: [null] } },
    q: '团购 a&b=c+d%',
    u: undefined,
    e: '',
  };
  it('carries exactly the canonical entries, percent-encoded: decoding it gives back the signed text', () => {
    const wire = wireForm(payload);
    expect(wire).not.toMatch(/[^A-Za-z0-9\-_.!~*'()%=&]/);
    const decoded = [...new URLSearchParams(wire)].map(([k, v]) => `${k}=${v}`).join('&');
    expect(decoded).toBe(canon(payload));
    expect(decoded).toBe('arr=[1,"二"]&e=&n=1.5&obj={"a":{"b":[null]}}&q=团购 a&b=c+d%&t=true');
  });
  it('is empty for an absent payload', () => {
    expect(wireForm(undefined)).toBe('');
    expect(wireForm({ a: null })).toBe('');
  });
});

describe('signature and sign', () => {
  it('signature is md5(path + secret), lowercase hex', () => {
    expect(pathSignature('/api/client/v1/login', 's3cret')).toBe(md5('/api/client/v1/login' + 's3cret'));
    expect(pathSignature('/a', 'b')).toMatch(/^[0-9a-f]{32}$/);
  });
  it('sign is the first 20 hex characters of md5(canon + timeStamp + nonce + secret)', () => {
    const s = payloadSign({ phone: '13800138000', password: 'qihuo123' }, '1700000000000', 'N'.repeat(32), 'k');
    expect(s).toBe(md5('password=qihuo123&phone=13800138000' + '1700000000000' + 'N'.repeat(32) + 'k').slice(0, 20));
    expect(s).toHaveLength(20);
  });
  it('a changed payload changes the sign', () => {
    const a = payloadSign({ n: 1 }, '1', 'x', 'k');
    expect(payloadSign({ n: 2 }, '1', 'x', 'k')).not.toBe(a);
  });
  it('signingHeaders carries a millisecond timestamp and a 32-character nonce that the sign covers', () => {
    const h = signingHeaders('/api/x', { a: 1 }, 'k', 1_700_000_000_123);
    expect(h.timeStamp).toBe('1700000000123');
    expect(h.nonceStr).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(h.sign).toBe(payloadSign({ a: 1 }, h.timeStamp!, h.nonceStr!, 'k'));
    expect(h.signature).toBe(md5('/api/x' + 'k'));
  });
});

describe('nonceStr', () => {
  it('is 32 characters of [A-Za-z0-9] and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const n = nonceStr();
      expect(n).toMatch(/^[A-Za-z0-9]{32}$/);
      seen.add(n);
    }
    expect(seen.size).toBe(200);
  });
  it('uses the whole alphabet', () => {
    const chars = new Set(Array.from({ length: 100 }, () => nonceStr()).join(''));
    expect(chars.size).toBe(62);
  });
});

describe('pathOf and cacheKey', () => {
  it('strips scheme, host, query and hash', () => {
    expect(pathOf('https://api.example.com/base/api/x?y=1#z')).toBe('/base/api/x');
    expect(pathOf('/api/x?y=1')).toBe('/api/x');
    expect(pathOf('api/x')).toBe('/api/x');
  });
  it('cache key is md5(path + canon(payload)), independent of key order', () => {
    expect(cacheKey('/p', { b: 1, a: 2 })).toBe(md5('/p' + 'a=2&b=1'));
    expect(cacheKey('/p', { a: 2, b: 1 })).toBe(cacheKey('/p', { b: 1, a: 2 }));
    expect(cacheKey('/p', { a: 1 })).not.toBe(cacheKey('/q', { a: 1 }));
  });
});

// The signing's hash (js-md5) against RFC 1321's examples and Node's crypto: every length across the block
// edges (55, 56, 63, 64 bytes, where the length field moves to another block), Chinese and emoji (UTF-8 of
// 3 and 4 bytes), and random texts; the mock checks every signature with Node's crypto (test/integration).
describe('the hash the signature is made with', () => {
  // pathSignature(path, '') is md5(path): the hash itself, through the function the client signs with.
  const hash = (s: string) => pathSignature(s, '');

  it("gives RFC 1321's test suite", () => {
    expect(hash('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hash('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(hash('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hash('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(hash('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
    expect(pathSignature('mess', 'age digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
  });

  it('equals Node for every length from 0 to 200 bytes, in ASCII, Chinese and emoji', () => {
    for (let n = 0; n <= 200; n++) {
      for (const unit of ['x', '团', '🍊']) {
        const s = unit.repeat(Math.ceil(n / new TextEncoder().encode(unit).length)).slice(0, n);
        expect(hash(s), `${unit} × ${n}`).toBe(md5(s));
      }
    }
  });

  it('hashes a lone surrogate (an emoji cut in half) as the server does, as U+FFFD', () => {
    const cut = '团购🍊'.slice(0, 3);
    expect(payloadSign({ q: cut }, '1', 'n', 'k')).toBe(md5('q=' + cut + '1nk').slice(0, 20));
    expect(hash(cut)).toBe(md5('团购\uFFFD'));
  });

  it('equals Node for random texts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let k = 0; k < 300; k++) {
      const s = Array.from({ length: next() % 300 }, () =>
        String.fromCodePoint([next() % 128, 0x4e00 + (next() % 500), 0x1f300 + (next() % 200)][next() % 3]!),
      ).join('');
      expect(hash(s)).toBe(md5(s));
    }
  });
});

// MD5 against Node's crypto: the RFC's examples, every length across the block edges (55, 56, 63, 64
// bytes, where the length field moves to another block), Chinese and emoji (UTF-8 of 3 and 4 bytes),
// and random texts; the signature the mock checks uses this very function (test/integration).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

const node = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

describe('md5', () => {
  it("gives RFC 1321's test suite", () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('equals Node for every length from 0 to 200 bytes, in ASCII, Chinese and emoji', () => {
    for (let n = 0; n <= 200; n++) {
      for (const unit of ['x', '团', '🍊']) {
        const s = unit.repeat(Math.ceil(n / new TextEncoder().encode(unit).length)).slice(0, n);
        expect(md5(s), `${unit} × ${n}`).toBe(node(s));
      }
    }
  });

  it('equals Node for random texts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let k = 0; k < 300; k++) {
      const s = Array.from({ length: next() % 300 }, () => String.fromCodePoint([next() % 128, 0x4e00 + (next() % 500), 0x1f300 + (next() % 200)][next() % 3]!)).join('');
      expect(md5(s)).toBe(node(s));
    }
  });
});

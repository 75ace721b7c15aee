// Content sniffing, the cloud path rule and the upload concurrency limit.
import { describe, expect, it } from 'vitest';
import { cloudPathFor, isCloudPath, sniffImageType } from './prepare';
import { createQueue } from './queue';

describe('image checks', () => {
  it('sniffs images by content', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns='))).toBeNull();
  });
  it('applies the cloud path rule', () => {
    expect(isCloudPath('images/a.jpg')).toBe(true);
    expect(isCloudPath('')).toBe(false);
    expect(isCloudPath('https://x/a.jpg')).toBe(false);
    expect(isCloudPath(3)).toBe(false);
    expect(isCloudPath(cloudPathFor('cover', 'jpg'))).toBe(true);
  });
  it("names an upload's folder by the China day, not the machine's (01:30 in China is the day before in UTC)", () => {
    expect(cloudPathFor('cover', 'jpg', new Date('2026-11-27T17:30:00Z'))).toMatch(
      /^images\/cover\/20261128-\w+\.jpg$/,
    );
  });
  it('runs at most 5 uploads at once', async () => {
    const q = createQueue(5);
    let peak = 0;
    let now = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        q.run(async () => {
          now += 1;
          peak = Math.max(peak, now);
          await new Promise((r) => setTimeout(r, 5));
          now -= 1;
        }),
      ),
    );
    expect(peak).toBe(5);
  });
});

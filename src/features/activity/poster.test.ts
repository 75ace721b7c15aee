// The poster's inputs (words from the activity and the sharer, the clean link) and its layout.
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { toActivity, type ActivityWire } from '@/api/activity';
import { t as translate, type MessageKey, type Params } from '@/i18n';
import { POSTER_SIZE, QR_QUIET, posterLayout, wrapText, type Measure } from '@/lib/poster';
import { activityWire } from './activity-wire.fixture';
import { posterInputOf, shareDataOf } from './share';

/** A monospace stand-in for canvas text metrics: each character is as wide as the font size. */
const measure: Measure = (text, font) => [...text].length * Number(/(\d+)px/.exec(font)?.[1] ?? 10);

/** The Chinese texts, whatever the test browser's language. */
const t = (key: MessageKey, params?: Params) => translate(key, params, 'zh-CN');
const ROOT = 'https://h5.qihuo.example/?code=wxc_used&state=Ab12&token=tk_secret';

const activity = (over: Partial<ActivityWire> = {}) =>
  toActivity(
    activityWire({
      code: 'AC1009',
      activityType: 3,
      title: '土鸡蛋邻里拼',
      img: '/uploads/F1001',
      coverArr: ['/uploads/F1001', '/uploads/F1002'],
      address: '大宁国际社区',
      latitude: 31.28,
      longitude: 121.46,
      price: 25,
      num: 60,
      joinedNum: 2,
      creatorName: '王建国',
      creatorCode: 'U10002',
      ...over,
    }),
  );

describe('poster inputs', () => {
  it('carries the title, kind, price from, the sharer and the clean link of the detail page', () => {
    const input = posterInputOf(t, activity(), '林小满', ROOT);
    expect(input).toMatchObject({
      title: '土鸡蛋邻里拼',
      kindLabel: '拼团',
      priceText: '¥25.00 起',
      sharerLine: '林小满 邀你一起参加',
      coverUrl: '/uploads/F1001',
    });
    expect(input.link).toBe('https://h5.qihuo.example/#/pages/activity/detail?code=AC1009');
  });
  it('a person with no name is a neighbour; a free activity says free', () => {
    const input = posterInputOf(t, activity({ price: 0 }), '  ', ROOT);
    expect(input.sharerLine).toBe('一位邻居 邀你一起参加');
    expect(input.priceText).toBe('免费');
  });
  it('the share card has the price in its description and the same clean link', () => {
    const card = shareDataOf(t, activity(), ROOT);
    expect(card).toMatchObject({
      title: '土鸡蛋邻里拼',
      desc: '拼团 · ¥25.00 起 · 大宁国际社区',
      link: 'https://h5.qihuo.example/#/pages/activity/detail?code=AC1009',
    });
    expect(card.imgUrl).toMatch(/^https?:\/\/.+\/uploads\/F1001$/);
  });
});

describe('poster layout', () => {
  const input = posterInputOf(
    t,
    activity({ title: '五常大米拼团，十斤装新米当季直发，邻居们一起拼更便宜，欢迎转发给小区里的朋友们' }),
    '一位名字特别特别特别特别长的邻居朋友',
    ROOT,
  );
  const layout = posterLayout(input, measure);
  const inner = POSTER_SIZE.width - 96;

  it('wraps a long title to two lines within the width, the second ending in an ellipsis', () => {
    expect(layout.title).toHaveLength(2);
    for (const line of layout.title) expect(measure(line.text, line.font)).toBeLessThanOrEqual(inner);
    expect(layout.title[1]!.text.endsWith('…')).toBe(true);
    expect(layout.title.map((l) => l.text.replace('…', '')).join('')).toBe(
      input.title.slice(0, layout.title.map((l) => l.text.replace('…', '')).join('').length),
    );
  });
  it('the QR code is the encoded clean link, square, with its quiet zone, inside the poster and clear of the text', () => {
    const expected = encode(input.link, { ecc: 'M', border: 0 });
    expect(layout.qr.modules).toHaveLength(expected.size);
    expect(layout.qr.w).toBe(layout.qr.h);
    expect(layout.qr.w).toBe(layout.qr.module * (expected.size + 2 * QR_QUIET));
    expect(layout.qr.module).toBeGreaterThanOrEqual(4);
    expect(layout.qr.x + layout.qr.w).toBeLessThanOrEqual(POSTER_SIZE.width);
    expect(layout.qr.y + layout.qr.h).toBeLessThanOrEqual(POSTER_SIZE.height);
    expect(layout.price.y).toBeLessThan(layout.qr.y);
    expect(layout.sharer.x + measure(layout.sharer.text, layout.sharer.font)).toBeLessThanOrEqual(layout.qr.x);
  });
  it('the sharer line is cut to one line; the price and kind are as given', () => {
    expect(layout.sharer.text.endsWith('…')).toBe(true);
    expect(layout.price.text).toBe('¥25.00 起');
    expect(layout.kind.text).toBe('拼团');
    expect(layout.cover).toEqual({ x: 0, y: 0, w: 750, h: 560 });
  });
  it('wrapText keeps a short text whole', () => {
    expect(wrapText('五常大米', 400, 2, measure, '400 40px x')).toEqual(['五常大米']);
  });
});

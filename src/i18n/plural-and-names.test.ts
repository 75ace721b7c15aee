// English counts and names: a count's word agrees with it ("1 piece", "2 pieces"), a lowest price
// reads "from ¥29.90", and the backend's Chinese-only lists (refund plans, team categories) are English in en-US.
import { describe, expect, it } from 'vitest';
import { fillParams, t } from './translate';
import { refundPlanText, stationCategoryName, stationCategoryText } from './server-names';
import { loadDictionaries } from './index';

const CJK = /[\u3400-\u9fff]/;

describe('plural forms', () => {
  it('{n|one|other} says the word for the count', () => {
    expect(fillParams('{n} {n|piece|pieces} paid', { n: 1 })).toBe('1 piece paid');
    expect(fillParams('{n} {n|piece|pieces} paid', { n: 2 })).toBe('2 pieces paid');
    expect(fillParams('{n} {n|piece|pieces}', { n: 0 })).toBe('0 pieces');
    expect(fillParams('{n|piece|pieces}', {})).toBe('{n|piece|pieces}');
  });

  it('the en-US order and after-sale counts say 1 piece, and zh-CN is unchanged', async () => {
    await loadDictionaries('en-US');
    await loadDictionaries('zh-CN');
    expect(t('order.pieces', { n: 1 }, 'en-US')).toBe('1 piece');
    expect(t('order.pieces', { n: 3 }, 'en-US')).toBe('3 pieces');
    expect(t('afterSale.pieces', { n: 1 }, 'en-US')).toBe('1 piece');
    expect(t('order.pieces', { n: 1 }, 'zh-CN')).toBe('共 1 件');
  });

  it('a lowest price reads "from ¥29.90" in en-US and "¥29.90起" in zh-CN', () => {
    expect(`${t('shop.priceFromPrefix', undefined, 'en-US')}¥29.90${t('shop.priceFrom', undefined, 'en-US')}`).toBe(
      'from ¥29.90',
    );
    expect(`${t('shop.priceFromPrefix', undefined, 'zh-CN')}¥29.90${t('shop.priceFrom', undefined, 'zh-CN')}`).toBe(
      '¥29.90起',
    );
  });
});

describe('server-named lists in en-US', () => {
  const plan = { code: 'R1', type: 1, name: '活动开始前可退', description: '活动开始前可申请全额退款' };
  it('a known refund plan and team category are English; zh-CN and unknown entries stay as served', () => {
    const en = refundPlanText(plan, 'en-US');
    expect(CJK.test(en.name) || CJK.test(en.description)).toBe(false);
    expect(en.code).toBe('R1');
    expect(refundPlanText(plan, 'zh-CN')).toEqual(plan);
    expect(refundPlanText({ ...plan, code: 'R77' }, 'en-US').name).toBe('活动开始前可退');
    for (const id of [1, 2, 3, 4])
      expect(CJK.test(stationCategoryText({ id, name: '社区团长', description: '服务' }, 'en-US').name)).toBe(false);
    expect(stationCategoryName(1, '社区团长', 'en-US')).toBe('Community leader');
    expect(stationCategoryName(1, '社区团长', 'zh-CN')).toBe('社区团长');
  });
});

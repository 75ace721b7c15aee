import { describe, expect, it } from 'vitest';
import { chinaTime } from '../../src/rules/china-time';
import { subscribeMessage } from './wechat-subscribe';

const at = chinaTime(2026, 5, 12, 9, 5);
const msg = (bizType: 'order' | 'activity' | 'withdrawal', title: string, content = '内容') => ({
  title,
  content,
  bizType,
  bizCode: 'X1',
});

describe('a WeChat subscribe message', () => {
  it('opens the order, the activity or the mine tab as a tap in the message centre would', () => {
    expect(subscribeMessage('T', 'o1', msg('order', '已到'), at).page).toBe('/#/pages/order/detail?code=X1');
    expect(subscribeMessage('T', 'o1', msg('activity', '成团'), at).page).toBe('/#/pages/activity/detail?code=X1');
    expect(subscribeMessage('T', 'o1', msg('withdrawal', '到账'), at).page).toBe('/#/pages/tabbar/mine');
  });

  it("cuts a title or text longer than WeChat's 20-character field, and writes the time in China time", () => {
    const long = '您在「鲜果时光」的订单已到「翠湖天地自提点」，请凭提货码提货';
    const sent = subscribeMessage('tpl', 'openid-1', msg('order', '商品已到自提点', long), at);
    expect(sent).toMatchObject({ templateId: 'tpl', openid: 'openid-1', sendTime: at });
    expect(sent.data.thing1!.value).toBe('商品已到自提点');
    expect([...sent.data.thing2!.value]).toHaveLength(20);
    expect(sent.data.thing2!.value).toBe(`${[...long].slice(0, 19).join('')}…`);
    expect(sent.data.time3!.value).toBe('2026-05-12 09:05');
  });
});

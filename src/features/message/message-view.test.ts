import { describe, expect, it } from 'vitest';
import type { MessageWire } from '@/api/message';
import { markAllRead, markRead, messagesToShow, messageTarget, NO_LOCAL_READS } from './message-view';

const msg = (code: string, createTime: number, read = false, extra: Partial<MessageWire> = {}): MessageWire => ({
  messageCode: code,
  type: 'paid',
  title: 't',
  content: 'c',
  bizType: 'order',
  bizCode: `O${code}`,
  read,
  createTime,
  ...extra,
});

describe('the message list', () => {
  it('shows unread first, each part newest first, and a message repeated by a later page once', () => {
    const page1 = [msg('5', 500, true), msg('4', 400), msg('3', 300, true)];
    // New messages came between the pages: page 2 starts with one already shown.
    const page2 = [msg('3', 300, true), msg('2', 200), msg('1', 100, true)];
    expect(messagesToShow([...page1, ...page2], NO_LOCAL_READS).map((m) => m.messageCode)).toEqual([
      '4',
      '2',
      '5',
      '3',
      '1',
    ]);
  });

  it('marking one read moves it among the read, marked; the server answer is not needed for that', () => {
    const list = [msg('3', 300), msg('2', 200), msg('1', 100, true)];
    const reads = markRead(NO_LOCAL_READS, '3');
    const shown = messagesToShow(list, reads);
    expect(shown.map((m) => [m.messageCode, m.read])).toEqual([
      ['2', false],
      ['3', true],
      ['1', true],
    ]);
    // Marking again changes nothing; the input list is left as it was.
    expect(markRead(reads, '3')).toBe(reads);
    expect(list[0]!.read).toBe(false);
  });

  it('read all marks every message, also those of pages loaded afterwards, and gives newest first', () => {
    const reads = markAllRead(markRead(NO_LOCAL_READS, '1'));
    const shown = messagesToShow([msg('1', 100), msg('3', 300), msg('2', 200)], reads);
    expect(shown.map((m) => [m.messageCode, m.read])).toEqual([
      ['3', true],
      ['2', true],
      ['1', true],
    ]);
    expect(messagesToShow([msg('0', 50)], reads)[0]!.read).toBe(true);
  });
});

describe('what a tap opens', () => {
  it("an order, an activity, the resident's or the leader's after-sale, withdrawals, the pickup day, the team", () => {
    expect(messageTarget({ type: 'arrived', bizType: 'order', bizCode: 'O1' })).toBe('/pages/order/detail?code=O1');
    expect(messageTarget({ type: 'groupFormed', bizType: 'activity', bizCode: 'AC1' })).toBe(
      '/pages/activity/detail?code=AC1',
    );
    expect(messageTarget({ type: 'afterSale', bizType: 'afterSale', bizCode: 'AS1' })).toBe(
      '/pages/afterSale/detail?code=AS1',
    );
    expect(messageTarget({ type: 'afterSaleAsked', bizType: 'afterSale', bizCode: 'AS1' })).toBe(
      '/pages/team/afterSale',
    );
    expect(messageTarget({ type: 'withdrawal', bizType: 'withdrawal', bizCode: 'W1' })).toBe('/pages/withdraw/record');
    expect(messageTarget({ type: 'stationOrder', bizType: 'pickupDay', bizCode: '2026-05-12' })).toBe(
      '/pages/team/pickup?day=2026-05-12',
    );
    expect(messageTarget({ type: 'teamReviewed', bizType: 'team', bizCode: 'TM1' })).toBe('/pages/team/index');
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedTemplates, mountSubscribeTag, type SubscribeOutcome } from './subscribe';

const details = (byId: Record<string, string>) => ({
  errMsg: 'subscribe:ok',
  subscribeDetails: JSON.stringify(
    Object.fromEntries(Object.entries(byId).map(([k, status]) => [k, JSON.stringify({ status })])),
  ),
});

describe('the subscribe tag', () => {
  it('reads which offered templates WeChat says were accepted', () => {
    expect(acceptedTemplates(details({ a: 'accept', b: 'reject', c: 'acceptWithAudio' }), ['a', 'b', 'c'])).toEqual([
      'a',
      'c',
    ]);
    // Not offered, banned, or unreadable: not accepted.
    expect(acceptedTemplates(details({ x: 'accept', a: 'ban' }), ['a'])).toEqual([]);
    expect(acceptedTemplates({ subscribeDetails: '{broken' }, ['a'])).toEqual([]);
    expect(acceptedTemplates(null, ['a'])).toEqual([]);
    expect(acceptedTemplates({ subscribeDetails: { a: { status: 'accept' } } }, ['a'])).toEqual(['a']);
  });

  it('mounts the tag with its templates and button, reports accepted, refused and failed, and goes on clean-up', () => {
    const host = document.createElement('div');
    const outcomes: SubscribeOutcome[] = [];
    const unmount = mountSubscribeTag(host, ['a', 'b'], '订阅<通知>', (o) => outcomes.push(o));
    const tag = host.querySelector('wx-open-subscribe')!;
    expect(tag.getAttribute('template')).toBe('a,b');
    expect(tag.querySelector('script[type="text/wxtag-template"]')!.textContent).toContain(
      '订阅&#60;通知&#62;</button>',
    );
    tag.dispatchEvent(new CustomEvent('success', { detail: details({ a: 'accept', b: 'reject' }) }));
    tag.dispatchEvent(new CustomEvent('success', { detail: details({ a: 'reject', b: 'reject' }) }));
    tag.dispatchEvent(new CustomEvent('error', { detail: { errCode: 2, errMsg: 'subscribe:fail' } }));
    expect(outcomes).toEqual([
      { kind: 'accepted', templateIds: ['a'] },
      { kind: 'refused' },
      { kind: 'error', message: 'subscribe:fail' },
    ]);
    unmount();
    expect(host.children).toHaveLength(0);
  });
});

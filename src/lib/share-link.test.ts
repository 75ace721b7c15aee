// The one link builder of every share: a leader's links carry `inv`, nobody's carry a secret.
import { describe, expect, it } from 'vitest';
import { cleanLink, inviteOfRoute, shareLink, shareRoute } from './share-link';

const PAGE =
  'https://h5.qihuo.example/?code=wxc_used&state=Ab12&token=tk_secret&openid=o_me&userCode=U10002#/pages/tabbar/mine';

describe('shareLink', () => {
  it("adds the leader's inv to the route, and nothing secret from the page it was built on", () => {
    const link = shareLink('/pages/product/detail?code=P001', 'QH001R8', PAGE);
    expect(link).toBe('https://h5.qihuo.example/#/pages/product/detail?code=P001&inv=QH001R8');
    for (const secret of ['wxc_used', 'tk_secret', 'o_me', 'U10002', 'state=', 'token', 'openid', 'userCode'])
      expect(link).not.toContain(secret);
  });
  it('without an invite code (a resident shares) the link has no inv', () => {
    expect(shareLink('/pages/product/detail?code=P001', '', PAGE)).toBe(
      'https://h5.qihuo.example/#/pages/product/detail?code=P001',
    );
    expect(shareLink('/pages/tabbar/home', undefined, PAGE)).toBe('https://h5.qihuo.example/#/pages/tabbar/home');
  });
  it("a route's own inv, token, openid or user code never passes on; a malformed code is not added", () => {
    const route = '/pages/activity/detail?code=AC1&group=GR1&inv=OTHER1&token=tk&openid=o1&userCode=U1&account=U1';
    expect(shareRoute(route, 'QH001R8')).toBe('/pages/activity/detail?code=AC1&group=GR1&inv=QH001R8');
    expect(shareRoute(route)).toBe('/pages/activity/detail?code=AC1&group=GR1');
    expect(shareRoute('/pages/tabbar/home', 'bad code&token=x')).toBe('/pages/tabbar/home');
  });
  it("cleanLink keeps the route's own code (the product's) and inv, and drops the OAuth code outside the hash", () => {
    expect(cleanLink('https://a.example/?code=wx1&state=s#/pages/product/detail?code=P1&inv=QH001R8&token=t')).toBe(
      'https://a.example/#/pages/product/detail?code=P1&inv=QH001R8',
    );
  });
});

describe('inviteOfRoute', () => {
  it('reads a well-formed inv only', () => {
    expect(inviteOfRoute('/pages/tabbar/home?inv=QH001R8')).toBe('QH001R8');
    expect(inviteOfRoute('/pages/product/detail?code=P1&inv=<script>')).toBe('');
    expect(inviteOfRoute('/pages/product/detail?code=P1')).toBe('');
    expect(inviteOfRoute('/pages/tabbar/home')).toBe('');
  });
});

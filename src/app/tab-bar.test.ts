// Tab-bar badge updates: only on a tab-bar page and for an existing item (spec sections 5 and 8).
import { describe, expect, it } from 'vitest';
import { store } from '@/state/store';
import { ITEM_NOT_FOUND, NOT_TAB_PAGE, removeTabBarBadge, setTabBarBadge, tabBadgesAtom } from './tab-bar';

describe('setTabBarBadge', () => {
  it('sets and removes a badge from a tab-bar page', () => {
    setTabBarBadge(1, 'new', '/pages/tabbar/activity');
    expect(store.get(tabBadgesAtom)[1]).toBe('new');
    removeTabBarBadge(1, '/pages/tabbar/activity');
    expect(store.get(tabBadgesAtom)[1]).toBeUndefined();
  });

  it("refuses with 'not TabBar page' outside the tab pages", () => {
    expect(() => setTabBarBadge(2, '1', '/pages/login/login')).toThrow(NOT_TAB_PAGE);
    expect(() => setTabBarBadge(2, '1', '/')).toThrow('not TabBar page');
  });

  it("refuses with 'tabbar item not found' for an index out of range", () => {
    expect(() => setTabBarBadge(4, '1', '/pages/tabbar/cart')).toThrow(ITEM_NOT_FOUND);
    expect(() => setTabBarBadge(-1, '1', '/pages/tabbar/cart')).toThrow('tabbar item not found');
    expect(() => setTabBarBadge(1.5, '1', '/pages/tabbar/cart')).toThrow('tabbar item not found');
  });
});

import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import { describe, expect, it } from 'vitest';
import { firstMenuPath, HOME_PATH, homePath, isAllowed, visibleNav } from './nav.ts';

const item = (path: string, type: 0 | 1, children?: NavItem[], hidden?: boolean): NavItem => ({
  id: path,
  path,
  name: path,
  parentId: null,
  type,
  hidden,
  children,
});

const nav: NavItem[] = [
  item('/index', 0, [item('/index/botDetail', 1, undefined, true)]),
  item('/aikb', 0, [item('/aikb/words-library', 1), item('/aikb/test', 1)]),
  item('/bot', 0, [item('/bot/bot-list', 1)]),
];

describe('nav helpers', () => {
  it('drops hidden items and directories left empty', () => {
    expect(visibleNav(nav).map((n) => n.path)).toEqual(['/aikb', '/bot']);
  });

  it('lands on the first visible menu page', () => {
    expect(firstMenuPath(nav)).toBe('/aikb/words-library');
    expect(homePath([])).toBe('/index/user/setting');
  });

  it('lands every holder of the workspace home on it, whatever menu comes first', () => {
    const settings = item('/index/user/setting', 1, undefined, true);
    const agent = [item('/index', 1, [settings]), item('/aihelper', 0, [item('/aihelper/agent', 1)])];
    expect(homePath(agent)).toBe(HOME_PATH);
    expect(visibleNav(agent).map((n) => n.path)).toEqual(['/index', '/aihelper']);
    // nav_data stored before the home existed (a directory) lands there too.
    expect(homePath([item('/index', 0, [settings]), item('/aikb', 0, [item('/aikb/test', 1)])])).toBe(HOME_PATH);
  });

  it('guards by grant; always-nodes and iframe twins follow the rules', () => {
    expect(isAllowed('/aikb/test', nav)).toBe(true);
    expect(isAllowed('/index/botDetail', nav)).toBe(true);
    expect(isAllowed('/aiadmin/OEM', nav)).toBe(false);
    expect(isAllowed('/index/user/setting', [])).toBe(true);
    expect(isAllowed('/iframe/aikb/test', nav)).toBe(true);
    expect(isAllowed('/iframe/bot/bot-list', nav)).toBe(true);
    expect(isAllowed('/iframe/aihelper/agent', nav)).toBe(false);
  });
});

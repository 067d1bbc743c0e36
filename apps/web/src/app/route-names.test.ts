import { describe, expect, it } from 'vitest';
import { routeNames } from './route-names.ts';

describe('route names (breadcrumb and title)', () => {
  it('puts a workspace page under the workspace home', () => {
    expect(routeNames('/index/tenant/sip')).toEqual(['/index', '/index/tenant/sip']);
    expect(routeNames('/index')).toEqual(['/index']);
  });

  it('puts a detail page under the list it belongs to, following the list it was opened from', () => {
    expect(routeNames('/aicall/botTotal/taskDetails')).toEqual([
      '/aicall',
      '/aicall/call-manage/outbound-task',
      '/aicall/botTotal/taskDetails',
    ]);
    expect(routeNames('/index/botDetail')).toEqual(['/bot', '/bot/bot-list', '/index/botDetail']);
    expect(routeNames('/index/botDetail', '/bot/bot-list')).toEqual(['/bot', '/bot/bot-list', '/index/botDetail']);
    expect(routeNames('/index/botDetail', '/index/bot')).toEqual(['/index', '/index/bot', '/index/botDetail']);
    expect(routeNames('/index/botDetail', '/iframe/bot/bot-list')).toEqual([
      '/bot',
      '/bot/bot-list',
      '/index/botDetail',
    ]);
    expect(routeNames('/index/botDetail', '/somewhere/else')[1]).toBe('/bot/bot-list');
  });
});

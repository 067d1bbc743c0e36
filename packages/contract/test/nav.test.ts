import { describe, expect, it } from 'vitest';
import { flattenNav, IFRAME_TWINS, NAV } from '../src/nav.ts';
import { ALL_RESOURCES } from '../src/registry.ts';

const paths = new Set(flattenNav().map((n) => n.path));

describe('navigation tree (requirements §2)', () => {
  it('has the nine route groups', () => {
    expect(NAV.map((n) => n.path)).toEqual([
      '/index',
      '/aicall',
      '/learnself',
      '/aihelper',
      '/aiadmin',
      '/aitext',
      '/aikb',
      '/bot',
      '/bot-call',
    ]);
  });
  it('registers every route the spec names, spot-checked per group', () => {
    for (const p of [
      '/index/user/setting',
      '/aicall/data-board/tags',
      '/learnself/model/modelmanager/inspect',
      '/aihelper/agent/customerPortrait',
      '/aiadmin/speechengine',
      '/aitext/channelConfig',
      '/aikb/operaLog',
      '/bot/bot-list',
      '/bot-call/call-log/out-call-list',
      '/bot-call/agent/qualityInspection',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
  });
  it('has no duplicate paths and children inherit module and level', () => {
    const all = flattenNav();
    expect(new Set(all.map((n) => n.path)).size).toBe(all.length);
    const child = all.find((n) => n.path === '/aihelper/agent/recommend');
    expect(child?.module).toBe('aihelper');
    expect(child?.level).toBe('tenant');
    expect(all.find((n) => n.path === '/aiadmin/nlp')?.level).toBe('platform');
  });
  it('leaves the eleven excluded pages out of /iframe/aihelper', () => {
    expect(IFRAME_TWINS['/iframe/aihelper/agent']).toBe('/aihelper/agent');
    expect(IFRAME_TWINS['/iframe/aihelper/trigger']).toBeUndefined();
    expect(IFRAME_TWINS['/iframe/aihelper/labelDetail']).toBeUndefined();
    expect(IFRAME_TWINS['/iframe/aikb/test']).toBe('/aikb/test');
    expect(IFRAME_TWINS['/iframe/bot/bot-list']).toBe('/bot/bot-list');
  });
  it('hangs every button and interface under a known menu', () => {
    for (const r of ALL_RESOURCES.filter((x) => x.type >= 2)) {
      expect(paths.has(r.parentId ?? ''), r.id).toBe(true);
    }
  });
});

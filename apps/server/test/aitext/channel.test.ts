import type { Page } from '@zhiyu/contract/list';
import type { ChannelRow } from '@zhiyu/contract/modules/aitext/channel';
import {
  createChannelApiKey,
  createChannelBindCode,
  createChannelConfig,
  deleteChannelConfig,
  getChannelConfig,
  listChannelBindings,
  listChannelConfigs,
  setChannelConfigStatus,
  updateChannelConfig,
} from '@zhiyu/contract/modules/aitext/channel';
import { bindAccount, openSession } from '@zhiyu/contract/modules/aitext/chat';
import { listAllTextChannels } from '@zhiyu/contract/modules/lookups/text-channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/api.ts';
import { expectRefused } from '../helpers/db.ts';
import { consoleGet, consolePost, LIB1, LIB3, open, setupText, type TextSetup } from '../helpers/text.ts';

type Created = ChannelRow & { apiKey: string };
let x: TextSetup;
beforeAll(async () => {
  x = await setupText();
}, 300_000);
afterAll(() => x.t.close());

const add = (body: object, token = x.token) => consolePost<Created>(x.t, token, createChannelConfig, body);
const list = (query: object = {}, token = x.token) =>
  consoleGet<Page<ChannelRow>>(x.t, token, listChannelConfigs, query as Record<string, unknown>);

describe('channel deployment', () => {
  it('creates a channel: sanitised welcome, keys, API key shown once and stored hashed', async () => {
    const r = await add({
      name: '  微信客服  ',
      kind: 'api',
      channelType: 1,
      libraryIds: [LIB1, LIB1],
      welcome: '<p>你好<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      transferScenes: [4, 3, 3],
      keywords: ['投诉', '投诉', '退款'],
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const c = r.body.data;
    expect(c).toMatchObject({ name: '微信客服', kind: 'api', channelType: 1, libraryIds: [LIB1], status: 1 });
    expect(c.welcome).not.toContain('script');
    expect(c.welcome).not.toContain('onerror');
    expect(c.transferScenes).toEqual([3, 4]);
    expect(c.keywords).toEqual(['投诉', '退款']);
    expect(c.apiKey).toMatch(/^sk-.{20,}/);
    expect(c.apiKeyHint).toBe(c.apiKey.slice(-4));
    expect(c.widgetKey).toMatch(/^wk/);
    const got = await consoleGet<ChannelRow & { apiKey?: string }>(x.t, x.token, getChannelConfig, { id: c.id });
    expect(got.body.data.apiKey).toBeUndefined();
    expect(JSON.stringify(got.body)).not.toContain(c.apiKey);
    // The §7 lookup lists it with the seeded ones.
    const all = await callApi<{ id: string }[]>(x.t.app, listAllTextChannels, { token: x.token, body: {} });
    expect(all.body.data.map((ch) => ch.id)).toContain(c.id);
  });

  it('regenerates the API key: the old one stops working at once', async () => {
    const c = (await add({ name: '密钥轮换', kind: 'api' })).body.data;
    expect((await open(x.t, openSession, {}, { 'x-api-key': c.apiKey })).body.code).toBe('000000');
    const k = await consolePost<{ apiKey: string; apiKeyHint: string }>(x.t, x.token, createChannelApiKey, {
      id: c.id,
    });
    expect(k.body.data.apiKey).not.toBe(c.apiKey);
    expect((await open(x.t, openSession, {}, { 'x-api-key': c.apiKey })).body.code).toBe('170001');
    expect((await open(x.t, openSession, {}, { 'x-api-key': k.body.data.apiKey })).body.code).toBe('000000');
  });

  it('edits, switches off and on, deletes; lists with filters', async () => {
    const c = (await add({ name: '待编辑' })).body.data;
    const e = await consolePost<ChannelRow>(x.t, x.token, updateChannelConfig, {
      id: c.id,
      name: '已编辑',
      fallback: '稍后回复您',
    });
    expect(e.body.data).toMatchObject({ name: '已编辑', fallback: '稍后回复您', widgetKey: c.widgetKey });
    expect(
      (await consolePost<{ updated: number }>(x.t, x.token, setChannelConfigStatus, { ids: [c.id], status: 0 })).body
        .data,
    ).toEqual({
      updated: 1,
    });
    expect((await open(x.t, openSession, { channelKey: c.widgetKey })).body.code).toBe('170001');
    await consolePost(x.t, x.token, setChannelConfigStatus, { ids: [c.id], status: 1 });
    expect((await open(x.t, openSession, { channelKey: c.widgetKey })).body.code).toBe('000000');
    expect((await list({ name: '已编辑' })).body.data.list.map((r) => r.id)).toEqual([c.id]);
    expect((await list({ kind: 'api', pageSize: 100 })).body.data.list.every((r) => r.kind === 'api')).toBe(true);
    expect(
      (await consolePost<{ deleted: number }>(x.t, x.token, deleteChannelConfig, { ids: [c.id] })).body.data,
    ).toEqual({
      deleted: 1,
    });
    expect((await open(x.t, openSession, { channelKey: c.widgetKey })).body.code).toBe('170001');
    expect(
      (await consoleGet<ChannelRow & { apiKey?: string }>(x.t, x.token, getChannelConfig, { id: c.id })).body.code,
    ).toBe('170020');
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    await add({ name: '重名渠道' });
    const dup = await expectRefused(x.t.db, () => add({ name: '重名渠道' }), '170021');
    expect(dup).toBe('渠道名称「重名渠道」已存在');
    await expectRefused(x.t.db, () => add({ name: '库不对', libraryIds: [LIB3] }), '170022');
    await expectRefused(x.t.db, () => add({ name: '库不存在', libraryIds: ['lib-none'] }), '170022');
    const link = await expectRefused(
      x.t.db,
      () => add({ name: '坏链接', quickMenus: [{ name: '官网', actionType: 2, url: 'javascript:alert(1)' }] }),
      '170023',
    );
    expect(link).toBe('快捷菜单「官网」配置错误: 链接跳转需要 http 或 https 地址');
    await expectRefused(x.t.db, () => add({ name: '空消息', quickMenus: [{ name: '问', actionType: 3 }] }), '170023');
    await expectRefused(x.t.db, () => add({ name: '坏动作', quickMenus: [{ name: '问', actionType: 4 }] }), '100001');
    await expectRefused(x.t.db, () => add({ name: '坏场景', transferScenes: [6] }), '100001');
    await expectRefused(x.t.db, () => add({ name: '' }), '100001');
    await expectRefused(x.t.db, () => add({ name: 'x'.repeat(51) }), '100001');
    await expectRefused(x.t.db, () => add({ name: '坏类型', channelType: 2 }), '100001');
    await expectRefused(
      x.t.db,
      () => consolePost(x.t, x.token, updateChannelConfig, { id: 'tch-none', name: 'x' }),
      '170020',
    );
    const mine = (await add({ name: '批量里的一个' })).body.data;
    await expectRefused(
      x.t.db,
      () => consolePost(x.t, x.token, deleteChannelConfig, { ids: [mine.id, 'tch-2003-web'] }),
      '170020',
    );
  });

  it("keeps tenants apart: tenant 2003 neither sees nor changes tenant 2001's channels", async () => {
    const mine = (await add({ name: '隔离检查' })).body.data;
    const theirs = await list({ pageSize: 100 }, x.token3);
    expect(theirs.body.data.list.map((r) => r.id)).not.toContain(mine.id);
    expect(JSON.stringify(theirs.body)).not.toContain('隔离检查');
    const mineList = await list({ pageSize: 100 });
    expect(JSON.stringify(mineList.body)).not.toContain('ISO-MARK');
    await expectRefused(x.t.db, () => consoleGet(x.t, x.token3, getChannelConfig, { id: mine.id }), '170020');
    await expectRefused(
      x.t.db,
      () => consolePost(x.t, x.token3, updateChannelConfig, { id: mine.id, name: 'x' }),
      '170020',
    );
    await expectRefused(x.t.db, () => consolePost(x.t, x.token3, deleteChannelConfig, { ids: [mine.id] }), '170020');
    await expectRefused(x.t.db, () => consolePost(x.t, x.token3, createChannelBindCode, { id: mine.id }), '170020');
  });
});

describe('bind codes (/bindPage)', () => {
  const bind = (channelKey: string, code: string, account = 'ext-1') =>
    open(x.t, bindAccount, { channelKey, code, account });

  it('binds an account with a fresh code, once; a wrong, used or expired code has its own error', async () => {
    const c = (await add({ name: '绑定渠道' })).body.data;
    const { code, expiresAt } = (
      await consolePost<{ code: string; expiresAt: number }>(x.t, x.token, createChannelBindCode, { id: c.id })
    ).body.data;
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await expectRefused(x.t.db, () => bind(c.widgetKey, wrong), '170008')).toBe('绑定码错误');
    const ok = await bind(c.widgetKey, code, 'wx-openid-1');
    expect(ok.body.data).toMatchObject({ channelName: '绑定渠道', account: 'wx-openid-1' });
    expect(await expectRefused(x.t.db, () => bind(c.widgetKey, code, 'wx-openid-2'), '170010')).toBe(
      '绑定码已使用，请重新获取',
    );
    const b = await consoleGet<{ account: string; boundAt: number }[]>(x.t, x.token, listChannelBindings, { id: c.id });
    expect(b.body.data.map((r) => r.account)).toEqual(['wx-openid-1']);
    const next = (
      await consolePost<{ code: string; expiresAt: number }>(x.t, x.token, createChannelBindCode, { id: c.id })
    ).body.data.code;
    x.t.advance(10 * 60_000 + 1000);
    expect(await expectRefused(x.t.db, () => bind(c.widgetKey, next), '170009')).toBe('绑定码已过期，请重新获取');
    await expectRefused(x.t.db, () => bind(c.widgetKey, ''), '170003');
    await expectRefused(x.t.db, () => open(x.t, bindAccount, { channelKey: c.widgetKey, code: next }), '170003');
    await expectRefused(x.t.db, () => bind('wk-nope', next), '170001');
  });

  it('stops guessing after ten wrong codes', async () => {
    const c = (await add({ name: '防猜测' })).body.data;
    const { code } = (
      await consolePost<{ code: string; expiresAt: number }>(x.t, x.token, createChannelBindCode, { id: c.id })
    ).body.data;
    for (let i = 0; i < 10; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await bind(c.widgetKey, guess)).body.code).toBe('170008');
    }
    expect((await bind(c.widgetKey, code)).body.code).toBe('170007');
  });
});

import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { openSession, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import { expect } from 'vitest';
import { kbLibraries } from '../../src/modules/aikb/library/table.ts';
import {
  DEFAULT_THRESHOLD,
  type KbEntry,
  KbIndex,
  SUGGEST_THRESHOLD,
} from '../../src/modules/aikb/retrieval/kb-index.ts';
import { setChatDeps } from '../../src/modules/aitext/chat/deps.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import type { Api } from './api.ts';
import { call, PASSWORDS, type Reply, type TestApp, testApp, tokenFor } from './app.ts';

/** Knowledge of the tests: a shop's FAQ for tenant 2001, one item for tenant 2003. */
export const FAQ: { id: string; tenant: string; q: string; similar: string[]; answer: string; valid?: false }[] = [
  {
    id: 'i1',
    tenant: DEMO.tenant1,
    q: '怎么申请退货',
    similar: ['如何退货', '我想退货'],
    answer: '<p>在「我的订单」中点击<strong>申请退货</strong>即可。</p>',
  },
  {
    id: 'i2',
    tenant: DEMO.tenant1,
    q: '运费怎么计算',
    similar: ['邮费多少钱', '包邮吗'],
    answer: '<p>订单满 99 元包邮，不满收 8 元。</p>',
  },
  {
    id: 'i3',
    tenant: DEMO.tenant1,
    q: '如何开具发票',
    similar: ['可以开发票吗', '发票怎么开'],
    answer: '<p>下单时勾选开具发票，填写抬头即可。</p>',
  },
  {
    id: 'i4',
    tenant: DEMO.tenant1,
    q: '怎么修改收货地址',
    similar: ['地址填错了怎么改'],
    answer: '<p>发货前可在订单详情修改地址。</p>',
  },
  {
    id: 'i5',
    tenant: DEMO.tenant1,
    q: '会员积分怎么使用',
    similar: ['积分能抵现吗'],
    answer: '<p>100 积分抵 1 元。</p>',
  },
  {
    id: 'i6',
    tenant: DEMO.tenant1,
    q: '支持哪些付款方式',
    similar: ['可以用信用卡付款吗'],
    answer: '<p>支持微信、支付宝和信用卡。</p>',
  },
  {
    id: 'i7',
    tenant: DEMO.tenant1,
    q: '订单多久发货',
    similar: ['什么时候发货'],
    answer: '<p>付款后 48 小时内发货。</p>',
  },
  {
    id: 'i8',
    tenant: DEMO.tenant1,
    q: '退款多久到账',
    similar: ['钱什么时候退回来'],
    answer: '<p>退款 1-3 个工作日到账。</p>',
  },
  { id: 'i9', tenant: DEMO.tenant1, q: '双十一活动规则', similar: [], answer: '<p>已结束</p>', valid: false },
  { id: 'x1', tenant: DEMO.tenant3, q: '怎么申请退货', similar: [], answer: '<p>ISO-MARK 退货</p>' },
];
export const LIB1 = 'lib-text-2001';
export const LIB3 = 'lib-text-2003';

/**
 * The chat engine's knowledge link for apps built afterwards: a real retrieval index per tenant
 * from FAQ (an invalid item is indexed but never answers, as the real link does).
 */
const indexes = new Map<string, KbIndex>();

/**
 * A question whose best hit lies between SUGGEST_THRESHOLD and DEFAULT_THRESHOLD (a "did you mean"
 * case), picked from partial questions by the same index the engine searches, so the test follows
 * the engine's thresholds as they are tuned.
 */
export function suggestQuestion(): string {
  const tries = [
    ...['退货运费', '积分过期', '发票抬头', '修改订单', '会员等级', '积分商城在哪', '会员等级怎么升级'],
    ...['优惠券怎么领取积分', '会员生日礼包', '店铺地址在哪里', '退货运费险理赔', '订单状态显示异常'],
  ];
  const ix = indexes.get(DEMO.tenant1);
  const q = tries.find((t) => {
    const top = ix?.search(t, { libraryIds: [LIB1], topN: 1, threshold: 0 })[0];
    return top && top.score >= SUGGEST_THRESHOLD && top.score < DEFAULT_THRESHOLD;
  });
  if (!q) throw new Error('no partial question scores in the suggest band: add one to the list');
  return q;
}

export function installFaq() {
  for (const t of [DEMO.tenant1, DEMO.tenant3]) {
    const entries: KbEntry[] = FAQ.filter((f) => f.tenant === t).map((f) => ({
      key: `item:${f.id}`,
      kind: 'item',
      refId: f.id,
      libraryId: t === DEMO.tenant1 ? LIB1 : LIB3,
      question: f.q,
      similar: f.similar,
      text: '',
      enabled: true,
    }));
    indexes.set(t, new KbIndex(entries));
  }
  setChatDeps(() => ({
    search: async (tenantId, q, o) => indexes.get(tenantId)?.search(q, o) ?? [],
    answers: async (tenantId, ids) =>
      FAQ.filter((f) => f.tenant === tenantId && ids.includes(f.id) && f.valid !== false).map((f) => ({
        id: f.id,
        question: f.q,
        answer: f.answer,
      })),
  }));
}

export interface TextSetup {
  t: TestApp;
  token: string;
  token3: string;
  widgetKey: string;
  channelId: string;
  apiKey: string;
}

export async function setupText(env: Record<string, string> = {}): Promise<TextSetup> {
  installFaq();
  const t = await testApp({ CAPTCHA_MODE: 'off', ...env });
  await t.db.insert(kbLibraries).values([
    { id: LIB1, tenantId: DEMO.tenant1, appId: DEMO.appid1, name: '文本测试库' },
    { id: LIB3, tenantId: DEMO.tenant3, appId: DEMO.appid3, name: `文本测试库 ${DEMO.marker}` },
  ]);
  const token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  const token3 = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  const ch = await consolePost<{ id: string; widgetKey: string; apiKey: string }>(t, token, createChannelConfig, {
    name: '测试官网',
    libraryIds: [LIB1],
    welcome: '<p>您好，<strong>欢迎</strong>光临！</p>',
    quickMenus: [
      { name: '退货', actionType: 3, text: '怎么申请退货' },
      { name: '帮助', actionType: 2, url: 'https://example.com/help' },
      { name: '猜你想问', actionType: 10 },
      { name: '转人工', actionType: 11 },
    ],
    fallback: '抱歉，我还不会回答。',
    keywords: ['投诉'],
  });
  expect(ch.body.code, JSON.stringify(ch.body)).toBe('000000');
  return {
    t,
    token,
    token3,
    widgetKey: ch.body.data.widgetKey,
    channelId: ch.body.data.id,
    apiKey: ch.body.data.apiKey,
  };
}

export function consolePost<T = unknown>(t: TestApp, token: string, endpoint: Api, payload: unknown) {
  return call<T>(t.app, {
    method: 'POST',
    url: endpoint.path,
    token,
    payload: payload as Record<string, unknown>,
  });
}

export function consoleGet<T = unknown>(t: TestApp, token: string, endpoint: Api, query: Record<string, unknown> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call<T>(t.app, { method: 'GET', url: `${endpoint.path}?${qs}`, token });
}

/** A public chat call (no console session), optionally with headers (X-Api-Key, Accept-Language). */
export function open<T = any>(t: TestApp, endpoint: Api, payload: unknown, headers: Record<string, string> = {}) {
  return call<T>(t.app, {
    method: 'POST',
    url: endpoint.path,
    payload: payload as Record<string, unknown>,
    headers,
  }) as Promise<Reply<T>>;
}

/** Opens a session on the widget channel and returns its id. */
export async function newSession(t: TestApp, channelKey: string, visitorId?: string): Promise<string> {
  const r = await open(t, openSession, { channelKey, visitorId });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.sessionId;
}

export function ask(t: TestApp, channelKey: string, sessionId: string, text: string, extra: object = {}) {
  return open(t, sendMessage, { channelKey, sessionId, text, ...extra });
}

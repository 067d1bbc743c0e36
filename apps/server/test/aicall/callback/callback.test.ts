import {
  CALLBACK_BACKOFF_MS,
  CALLBACK_MAX_ATTEMPTS,
  generateCallbackSecret,
  getCallback,
  listDeliveries,
  retryDelivery,
  testCallback,
  updateCallback,
} from '@zhiyu/contract/modules/aicall/callback';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueCallback } from '../../../src/modules/aicall/callback/enqueue.ts';
import { verifySignature } from '../../../src/modules/aicall/callback/sign.ts';
import { callbackDeliveries } from '../../../src/modules/aicall/callback/table.ts';
import { startCallbackWorker } from '../../../src/modules/aicall/callback/worker.ts';
import { aicallSettings } from '../../../src/modules/aicall/setting/table.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { api, insertCall, receiver, tenantApp } from '../../helpers/callset.ts';
import { expectRefused } from '../../helpers/db.ts';

const SECRET = 'test-secret-0123456789abcdef';
let t: TestApp;
let me: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let rx: Awaited<ReturnType<typeof receiver>>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  me = api(t.app, (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization);
  other = api(t.app, (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization);
  rx = await receiver();
});
afterAll(async () => {
  await t.close();
  await rx.close();
});

const deliveryOf = async (recordId: string) =>
  (await t.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.recordId, recordId)))[0];
const wait = (fn: () => Promise<void> | void, timeout = 5_000) => vi.waitFor(fn, { timeout, interval: 50 });
let n = 0;
const newCall = async () => {
  const id = `cb-call-${++n}`;
  await insertCall(t.db, id);
  await enqueueCallback(t.db, { id, ...tenantApp });
  return id;
};

describe('interface settings', () => {
  it('starts empty, refuses bad input and enabling without URL or secret, changing nothing', async () => {
    expect((await me.get(getCallback)).body.data).toEqual({
      url: '',
      enabled: 0,
      secretSet: false,
      updatedAt: null,
    });
    for (const url of ['ftp://host/x', 'http://', 'not a url', `http://h/${'x'.repeat(500)}`])
      expect(await expectRefused(t.db, () => me.post(updateCallback, { url, enabled: 0 }), '100001')).toContain('url');
    await expectRefused(t.db, () => me.post(updateCallback, { url: rx.url, enabled: 1, secret: 'short' }), '100001');
    const msg = await expectRefused(t.db, () => me.post(updateCallback, { url: rx.url, enabled: 1 }), '150085');
    expect(msg).toBe('请先设置回调地址和签名密钥');
    await expectRefused(t.db, () => me.post(updateCallback, { url: '', enabled: 1, secret: SECRET }), '150085');
  });

  it('stores the secret sealed and never returns it', async () => {
    const r = await me.post(updateCallback, { url: rx.url, enabled: 1, secret: SECRET });
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({ url: rx.url, enabled: 1, secretSet: true });
    expect(JSON.stringify(r.body)).not.toContain(SECRET);
    const got = await me.get(getCallback);
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    const [row] = await t.db.select().from(aicallSettings).where(eq(aicallSettings.tenantId, '2001'));
    expect(row.callbackSecret).toMatch(/^v1\./);
    expect(row.callbackSecret).not.toContain(SECRET);
    // An edit without a secret keeps the stored one.
    expect((await me.post(updateCallback, { url: rx.url, enabled: 1 })).body.data.secretSet).toBe(true);
  });

  it('generates a secret shown once, then only as "set"', async () => {
    const g = await me.post(generateCallbackSecret);
    expect(g.body.data.secret).toMatch(/^[\w-]{32}$/);
    expect(JSON.stringify((await me.get(getCallback)).body)).not.toContain(g.body.data.secret);
    await me.post(updateCallback, { url: rx.url, enabled: 1, secret: SECRET });
  });

  it('keeps each tenant to its own settings and deliveries; the agent is refused', async () => {
    expect((await other.get(getCallback)).body.data.url).toBe('');
    const agent = api(t.app, (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization);
    await expectRefused(t.db, () => agent.post(updateCallback, { url: rx.url, enabled: 0 }), '100403');
    expect((await agent.get(getCallback)).body.code).toBe('100403');
  });
});

describe('delivery', () => {
  it('posts the record signed with HMAC-SHA256 over "<timestamp>.<body>", the number in full', async () => {
    rx.set(() => 200);
    const before = rx.got.length;
    const id = await newCall();
    await wait(async () => expect((await deliveryOf(id))?.status).toBe('ok'));
    const mine = rx.got.slice(before).filter((r) => JSON.parse(r.body).record.id === id);
    expect(mine).toHaveLength(1);
    const { headers, body } = mine[0];
    const ts = String(headers['x-zhiyu-timestamp']);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifySignature(SECRET, ts, body, String(headers['x-zhiyu-signature']))).toBe(true);
    expect(verifySignature('another-secret-xxxxxxxx', ts, body, String(headers['x-zhiyu-signature']))).toBe(false);
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({ event: 'call.finished', appId: '30000001' });
    expect(payload.record).toMatchObject({ id, phone: '13912345678', customerName: '张三', resultClass: 'success' });
    expect((await deliveryOf(id)).attempts).toBe(1);
  });

  it('retries a 500 after 10 s, then 30 s, and records the success', async () => {
    rx.set((_, r) => (JSON.parse(r.body).record.id === 'cb-call-2' && countOf('cb-call-2') < 3 ? 500 : 200));
    const id = await newCall();
    expect(id).toBe('cb-call-2');
    await wait(async () => expect((await deliveryOf(id)).attempts).toBe(1));
    let d = await deliveryOf(id);
    expect(d).toMatchObject({ status: 'pending', responseStatus: 500, error: 'http' });
    expect(d.nextAttemptAt!.getTime() - d.updatedAt.getTime()).toBe(CALLBACK_BACKOFF_MS[0]);
    await new Promise((r) => setTimeout(r, 700));
    expect((await deliveryOf(id)).attempts).toBe(1); // not before its time
    t.advance(CALLBACK_BACKOFF_MS[0]);
    await wait(async () => expect((await deliveryOf(id)).attempts).toBe(2));
    d = await deliveryOf(id);
    expect(d.nextAttemptAt!.getTime() - d.updatedAt.getTime()).toBe(CALLBACK_BACKOFF_MS[1]);
    t.advance(CALLBACK_BACKOFF_MS[1]);
    await wait(async () => expect((await deliveryOf(id)).status).toBe('ok'));
    expect((await deliveryOf(id)).attempts).toBe(3);
    expect(countOf(id)).toBe(3);
  });

  it('counts a receiver that does not answer within 5 s as a failure, and retries it', async () => {
    rx.set((_, r) => (JSON.parse(r.body).record.id === 'cb-call-3' && countOf('cb-call-3') === 1 ? 'hang' : 200));
    const id = await newCall();
    await wait(async () => expect((await deliveryOf(id)).attempts).toBe(1), 8_000);
    expect(await deliveryOf(id)).toMatchObject({ status: 'pending', error: 'timeout', responseStatus: null });
    t.advance(CALLBACK_BACKOFF_MS[0]);
    await wait(async () => expect((await deliveryOf(id)).status).toBe('ok'));
  }, 15_000);

  it(`fails after ${CALLBACK_MAX_ATTEMPTS} attempts; a retry sends it again; an ok one cannot be retried`, async () => {
    rx.set((_, r) => (JSON.parse(r.body).record.id === 'cb-call-4' ? 503 : 200));
    const id = await newCall();
    for (let i = 1; i < CALLBACK_MAX_ATTEMPTS; i++) {
      await wait(async () => expect((await deliveryOf(id)).attempts).toBe(i));
      t.advance(CALLBACK_BACKOFF_MS[i - 1]);
    }
    await wait(async () => expect((await deliveryOf(id)).status).toBe('failed'));
    const d = await deliveryOf(id);
    expect(d).toMatchObject({ attempts: CALLBACK_MAX_ATTEMPTS, nextAttemptAt: null, responseStatus: 503 });
    const listed = await me.get(listDeliveries, { status: 'failed' });
    expect(listed.body.data.list.map((x: { id: string }) => x.id)).toContain(d.id);
    expect(JSON.stringify((await other.get(listDeliveries)).body)).not.toContain(d.id);
    await expectRefused(t.db, () => other.post(retryDelivery, { id: d.id }), '100002');
    rx.set(() => 200);
    const r = await me.post(retryDelivery, { id: d.id });
    expect(r.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    await wait(async () => expect((await deliveryOf(id)).status).toBe('ok'));
    await expectRefused(t.db, () => me.post(retryDelivery, { id: d.id }), '150086');
  });

  it('with two more workers on the database, each delivery is sent exactly once', async () => {
    rx.set(() => 200);
    const extra = [1, 2].map(() =>
      startCallbackWorker({ db: t.db, secret: t.app.ctx.secret, now: t.app.ctx.now, pollMs: 20 }),
    );
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) ids.push(await newCall());
    await wait(async () => {
      for (const id of ids) expect((await deliveryOf(id)).status).toBe('ok');
    });
    await Promise.all(extra.map((w) => w.stop()));
    for (const id of ids) expect(countOf(id), id).toBe(1);
  });

  it('a delivery claimed by an instance that died goes out once its lease runs out', async () => {
    const id = `cb-call-${++n}`;
    await insertCall(t.db, id);
    // Another instance claimed it (a lease of 60 s) and died before answering.
    await t.db.insert(callbackDeliveries).values({
      id: `dlv-${id}`,
      ...tenantApp,
      recordId: id,
      url: rx.url,
      nextAttemptAt: new Date(t.app.ctx.now() + 60_000),
    });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(countOf(id)).toBe(0);
    t.advance(61_000);
    await wait(async () => expect((await deliveryOf(id)).status).toBe('ok'));
    expect(countOf(id)).toBe(1);
  });

  it('records nothing while the callback is disabled', async () => {
    await me.post(updateCallback, { url: rx.url, enabled: 0 });
    const id = await newCall();
    expect(await deliveryOf(id)).toBeUndefined();
    await me.post(updateCallback, { url: rx.url, enabled: 1 });
  });
});

describe('send test', () => {
  it('posts a signed sample and reports the answer', async () => {
    rx.set(() => 200);
    const before = rx.got.length;
    const ok = await me.post(testCallback);
    expect(ok.body.data).toMatchObject({ ok: true, httpStatus: 200, error: '' });
    const sent = rx.got.slice(before);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].body).event).toBe('test');
    const h = sent[0].headers;
    expect(verifySignature(SECRET, String(h['x-zhiyu-timestamp']), sent[0].body, String(h['x-zhiyu-signature']))).toBe(
      true,
    );
    rx.set(() => 502);
    const bad = await me.post(testCallback);
    expect(bad.body.data).toMatchObject({ ok: false, httpStatus: 502, error: 'HTTP 状态码 502' });
    expect((await me.post(testCallback, {}, 'en-US')).body.data.error).toBe('HTTP status 502');
  });

  it('refuses a test before a URL and secret are saved', async () => {
    expect((await other.post(testCallback)).body.code).toBe('150085');
  });
});

function countOf(recordId: string) {
  return rx.got.filter((r) => JSON.parse(r.body).record.id === recordId).length;
}

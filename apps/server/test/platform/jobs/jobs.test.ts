/**
 * Durable jobs: an import interrupted mid-way (its instance stopped) leaves no rows and is run
 * again by another instance on the same database; each job is claimed by exactly one worker;
 * concurrent imports of different tenants never mix rows.
 */
import { importTags } from '@zhiyu/contract/modules/aicall/tag-io';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { tags } from '../../../src/modules/aicall/tag/table.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { enqueue } from '../../../src/platform/jobs/queue.ts';
import { jobs } from '../../../src/platform/jobs/table.ts';
import { memoryKv } from '../../../src/platform/kv.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { multipart, TAG_HEADER, waitImport, xlsx } from '../../fixtures/xlsx.ts';
import { callApi } from '../../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { extraTenants } from '../../helpers/tenants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t.close());

/** A second instance on the same database (its own worker, as another server process would). */
async function instance(jobsOpts: Parameters<typeof buildApp>[0]['jobs']) {
  const config = loadConfig({ LOG_LEVEL: 'silent', CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  const app = await buildApp({ db: t.db, config, kv: memoryKv(), jobs: jobsOpts });
  await app.ready();
  return app;
}

const upload = async (app: TestApp['app'], token: string, names: string[]) => {
  const body = multipart([{ name: 't.xlsx', data: await xlsx([TAG_HEADER, ...names.map((n) => [n])]) }]);
  const r = await callApi<{ jobId: string }>(app, importTags, { token, ...body });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.jobId;
};
const count = async (prefix: string) =>
  (
    await t.db
      .select()
      .from(tags)
      .where(sql`${tags.name} like ${`${prefix}%`}`)
  ).length;

describe('durable jobs', () => {
  it('an import whose instance stopped mid-way leaves no rows, and another instance runs it again', async () => {
    const token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
    // Instance A only records the job; a worker of A claims it and "dies" (stale heartbeat, no commit).
    const a = await instance({ enabled: false });
    const jobId = await upload(
      a,
      token,
      Array.from({ length: 100 }, (_, i) => `中断-${i}`),
    );
    await t.db
      .update(jobs)
      .set({ status: 'running', claimedBy: 'dead-instance', attempts: 1, heartbeat: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, jobId));
    expect(await count('中断-')).toBe(0);
    await a.close();
    // The dead claim is a minute old; b's own heartbeat (every staleMs / 3) must not look stale
    // on a busy machine, or b would take its own job back and count a third attempt.
    const b = await instance({ staleMs: 5000, pollMs: 50 });
    const s = await waitImport(b, jobId, token);
    expect(s.status).toBe(1);
    expect(await count('中断-')).toBe(100);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect([job.attempts, job.claimedBy === 'dead-instance']).toEqual([2, false]);
    await b.close();
  });

  it('closing an instance while its worker imports never leaves a partial import', async () => {
    const token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
    const a = await instance({ pollMs: 10 });
    const jobId = await upload(
      a,
      token,
      Array.from({ length: 100 }, (_, i) => `停机-${i}`),
    );
    await new Promise((r) => setTimeout(r, 30));
    await a.close();
    expect([0, 100]).toContain(await count('停机-'));
    const b = await instance({ staleMs: 300, pollMs: 50 });
    expect((await waitImport(b, jobId, token)).status).toBe(1);
    expect(await count('停机-')).toBe(100);
    await b.close();
  });

  it('with several instances each job is claimed and run exactly once', async () => {
    const kinds = Array.from({ length: 12 }, () => enqueue(t.db, { tenantId: DEMO.tenant1, appId: '' }, 'noop:x', {}));
    const ids = await Promise.all(kinds);
    const apps = await Promise.all([instance({ pollMs: 5 }), instance({ pollMs: 5 }), instance({ pollMs: 5 })]);
    for (let i = 0; i < 100; i++) {
      const rows = await t.db.select().from(jobs).where(sql`${jobs.id} in ${ids} and ${jobs.status} = 'failed'`);
      if (rows.length === ids.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const rows = await t.db.select().from(jobs).where(sql`${jobs.id} in ${ids}`);
    // An unknown kind fails at once: what matters here is one claim per job.
    expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
    await Promise.all(apps.map((a) => a.close()));
  });

  it('20 concurrent imports of 20 different tenants never mix rows', async () => {
    const orgs = await extraTenants(t.db, 20);
    const tokens = await Promise.all(
      orgs.map(async (o) => (await tokenFor(t.app, o.username, o.password)).authorization),
    );
    const started = await Promise.all(
      orgs.map((o, i) => upload(t.app, tokens[i], [`并发-${o.tenantId}-a`, `并发-${o.tenantId}-b`])),
    );
    for (const [i, id] of started.entries()) expect((await waitImport(t.app, id, tokens[i])).status).toBe(1);
    for (const o of orgs) {
      const rows = await t.db.select().from(tags).where(eq(tags.tenantId, o.tenantId));
      expect(rows.map((r) => r.name).sort()).toEqual([`并发-${o.tenantId}-a`, `并发-${o.tenantId}-b`]);
    }
  });
});

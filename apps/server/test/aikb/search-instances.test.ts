/**
 * Several server instances on one PostgreSQL database and one Redis (requirements D5): a knowledge
 * change made through one instance is answered by the others within a second — over the sync feed,
 * or, on an instance that never hears the feed, by the version check of its next reads — and a
 * tenant's synonyms saved through one are searched with by the others within a second too, and a
 * model published or rolled back through one instance is what the bots of the others recognise with
 * from their next call.
 */

import { randomBytes } from 'node:crypto';
import { createKnowledge, deleteKnowledge, updateKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary } from '@zhiyu/contract/modules/aikb/library';
import { createSynonym, deleteSynonyms, type SynonymRow } from '@zhiyu/contract/modules/aikb/synonym';
import { createModel, type ModelRow, publishModel, rollbackModel } from '@zhiyu/contract/modules/learnself/model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { classifierForCall } from '../../src/modules/learnself/model/published.ts';
import { localBus } from '../../src/platform/bus.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { type DbHandle, openPostgres, rowsOf } from '../../src/platform/db/client.ts';
import { memoryKv } from '../../src/platform/kv.ts';
import { prepareData } from '../../src/platform/seed/index.ts';
import { HOTLINE } from '../fixtures/learnself.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { freshDb } from '../helpers/db.ts';
import { type Item, kb, type Lib } from '../helpers/kb.ts';
import { hitTest } from '../helpers/kb-hit-test.ts';
import { datasetWith, modelWhen, versionOf } from '../helpers/learnself.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const cluster = DATABASE_URL && REDIS_URL;
type App = Awaited<ReturnType<typeof buildApp>>;
/** a and b share the sync channel; c hears nothing from anyone (a lost feed). */
const apps: Record<'a' | 'b' | 'c', App> = {} as never;
const handles: DbHandle[] = [];
let token = '';

beforeAll(async () => {
  if (!cluster) return;
  const first = await freshDb();
  await first.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    SEED_DEMO_TEXT: '0',
    CAPTCHA_MODE: 'off',
    CALL_RECORDINGS: 'off',
    RATE_LIMIT_MAX: '100000',
    REDIS_URL: REDIS_URL as string,
  });
  await prepareData(first.db, config, Date.now());
  // The other instances open their own connections to the same database, as separate processes would.
  const [{ name }] = rowsOf<{ name: string }>(await first.db.execute(sql`select current_database() as name`));
  const url = new URL(DATABASE_URL as string);
  url.pathname = `/${name}`;
  handles.push(first, await openPostgres(url.toString()), await openPostgres(url.toString()));
  const channel = `zhiyu-test:sync:${randomBytes(6).toString('hex')}`;
  const build = (h: DbHandle, lost: boolean) =>
    buildApp({
      db: h.db,
      config,
      kv: memoryKv(),
      realtime: { channel: `${channel}:rt` },
      sync: lost ? { bus: localBus() } : { channel },
    });
  apps.a = await build(handles[0], false);
  apps.b = await build(handles[1], false);
  apps.c = await build(handles[2], true);
  token = (await tokenFor(apps.a, 'tenant', PASSWORDS.tenant)).authorization;
}, 60_000);
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  // The first handle drops the test database, after the others have let go of it.
  for (const h of [...handles].reverse()) await h.close();
});

/** The item the hit test answers with on that instance, or the hits' ids. */
async function found(on: 'a' | 'b' | 'c', question: string, libraryId: string): Promise<string[]> {
  const r = await hitTest(() => apps[on]).ask({ question, libraryIds: [libraryId] }, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.hits.map((h) => h.refId);
}

/** Milliseconds until `cond` holds on that instance's answers (fails after 3 s). */
async function msUntil(cond: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await cond())) {
    if (Date.now() - start > 3000) throw new Error('not reached in 3 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe.skipIf(!cluster)('knowledge and models across instances', () => {
  it('answers a change made on another instance within a second, with or without the feed', async () => {
    const { post } = kb(() => apps.a);
    const lib = (await post<Lib>(createLibrary, { name: `多实例-${Date.now()}` }, token)).body.data;
    const q = '宽带可以办理移机吗';
    // Every instance has loaded its index before the change, so each must be told or notice.
    for (const on of ['a', 'b', 'c'] as const) expect(await found(on, q, lib.id)).toEqual([]);

    const made = await post<Item>(
      createKnowledge,
      { libraryId: lib.id, type: 'qaScript', question: q, similar: [], answer: '<p>可以</p>' },
      token,
    );
    expect(made.body.code).toBe('000000');
    const id = made.body.data.id;
    expect(await msUntil(async () => (await found('b', q, lib.id)).includes(id))).toBeLessThan(1000);
    expect(await msUntil(async () => (await found('c', q, lib.id)).includes(id))).toBeLessThan(1000);

    // An edit through b reaches a and c: the new wording answers, the old no longer does.
    const q2 = '电子发票在哪里下载';
    const edited = await kb(() => apps.b).post<Item>(
      updateKnowledge,
      { id, libraryId: lib.id, type: 'qaScript', question: q2, similar: [], answer: '<p>可以</p>' },
      token,
    );
    expect(edited.body.code).toBe('000000');
    for (const on of ['a', 'c'] as const) {
      expect(await msUntil(async () => (await found(on, q2, lib.id)).includes(id))).toBeLessThan(1000);
      expect(await found(on, q, lib.id)).not.toContain(id);
    }

    expect((await post(deleteKnowledge, { ids: [id] }, token)).body.code).toBe('000000');
    for (const on of ['b', 'c'] as const) {
      expect(await msUntil(async () => !(await found(on, q2, lib.id)).includes(id))).toBeLessThan(1000);
    }
  });

  it('searches with synonyms saved or deleted on another instance within a second', async () => {
    const { post } = kb(() => apps.a);
    const lib = (await post<Lib>(createLibrary, { name: `多实例同义词-${Date.now()}` }, token)).body.data;
    const made = await post<Item>(
      createKnowledge,
      { libraryId: lib.id, type: 'qaScript', question: '携号转网怎么办理', similar: [], answer: '<p>可以</p>' },
      token,
    );
    const id = made.body.data.id;
    const q = '我想换个运营商';
    for (const on of ['a', 'b', 'c'] as const) expect(await found(on, q, lib.id)).toEqual([]);
    const group = await post<SynonymRow>(createSynonym, { words: ['携号转网', '换个运营商'] }, token);
    expect(group.body.code).toBe('000000');
    for (const on of ['b', 'c'] as const)
      expect(await msUntil(async () => (await found(on, q, lib.id)).includes(id))).toBeLessThan(1000);
    const gone = await kb(() => apps.b).post(deleteSynonyms, { ids: [group.body.data.id] }, token);
    expect(gone.body.code).toBe('000000');
    for (const on of ['a', 'c'] as const)
      expect(await msUntil(async () => !(await found(on, q, lib.id)).includes(id))).toBeLessThan(1000);
  });

  it('recognises with the model published or rolled back on another instance from the next call', async () => {
    const d = await datasetWith(apps.a, token, '多实例意图', HOTLINE);
    const versionId = (await versionOf(apps.a, token, d.id)).id;
    const made = await callApi<ModelRow>(apps.a, createModel, { token, body: { name: '多实例模型', versionId } });
    const model = await modelWhen(apps.a, token, made.body.data.id, (m) => m.state === 0);
    const [{ id: botId }] = rowsOf<{ id: string }>(
      await handles[0].db.execute(
        sql`SELECT id FROM bots WHERE tenant_id = '2001' AND bot_type = 1 ORDER BY id LIMIT 1`,
      ),
    );
    // Instance c has looked the bot up before (a call placed there), then a publishes.
    expect(await classifierForCall(handles[2].db, '2001', botId)).toBeNull();
    expect((await callApi(apps.a, publishModel, { token, body: { id: model.id, botId } })).body.code).toBe('000000');
    for (const h of handles.slice(1)) {
      const c = await classifierForCall(h.db, '2001', botId);
      expect(c?.modelId).toBe(model.id);
      expect(Object.keys(HOTLINE)).toContain(c?.classify('我想查一下话费')[0].label);
    }
    expect((await callApi(apps.b, rollbackModel, { token, body: { botId } })).body.code).toBe('000000');
    expect(await classifierForCall(handles[0].db, '2001', botId)).toBeNull();
    expect(await classifierForCall(handles[2].db, '2001', botId)).toBeNull();
  }, 120_000);
});

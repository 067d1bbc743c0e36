import { eq } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { enqueueCallback } from '../../../src/modules/aicall/callback/enqueue.ts';
import { callbackDeliveries } from '../../../src/modules/aicall/callback/table.ts';
import { saveSettings } from '../../../src/modules/aicall/voice/settings.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { seal } from '../../../src/platform/crypto/seal.ts';
import { memoryKv } from '../../../src/platform/kv.ts';
import { prepareData } from '../../../src/platform/seed/index.ts';
import { insertCall, receiver, tenantApp } from '../../helpers/callset.ts';
import { freshDb } from '../../helpers/db.ts';

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
});

it('pending deliveries survive a restart: the next instance sends them', async () => {
  const rx = await receiver(() => 200);
  closers.push(() => rx.close());
  const handle = await freshDb();
  closers.push(() => handle.close());
  await handle.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '1' });
  await prepareData(handle.db, config, Date.now());
  const kv = memoryKv(Date.now);
  closers.push(() => kv.close());
  const start = async () => {
    const app = await buildApp({ db: handle.db, config, kv });
    await app.ready();
    return app;
  };

  const first = await start();
  await saveSettings(
    handle.db,
    tenantApp,
    { callbackUrl: rx.url, callbackEnabled: 1, callbackSecret: seal(first.ctx.secret, 'restart-secret-0123456789') },
    new Date(),
  );
  await first.close();
  // While no instance runs, calls finish and their deliveries wait in the database.
  for (const id of ['rs-1', 'rs-2']) {
    await insertCall(handle.db, id);
    await enqueueCallback(handle.db, { id, ...tenantApp });
  }
  await new Promise((r) => setTimeout(r, 300));
  expect(rx.got).toHaveLength(0);
  const rows = await handle.db.select().from(callbackDeliveries);
  expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);

  const second = await start();
  closers.push(() => second.close());
  await vi.waitFor(
    async () => {
      const after = await handle.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.status, 'ok'));
      expect(after).toHaveLength(2);
    },
    { timeout: 5_000, interval: 50 },
  );
  expect(rx.got.map((r) => JSON.parse(r.body).record.id).sort()).toEqual(['rs-1', 'rs-2']);
});

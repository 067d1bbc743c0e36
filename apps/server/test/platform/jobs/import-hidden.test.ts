import { COUNT_CAP } from '@zhiyu/contract/list';
import { listBlacklist } from '@zhiyu/contract/modules/admin/blacklist';
import { listCustomers } from '@zhiyu/contract/modules/aicall/customer';
import { listCustomerBlacklist } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { and, count, eq, like, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformBlacklist } from '../../../src/modules/admin/blacklist/table.ts';
import { customerBlacklist, customers } from '../../../src/modules/aicall/customer/table.ts';
import { blacklistedAmong } from '../../../src/modules/aicall/dialer/blacklist.ts';
import type { Db } from '../../../src/platform/db/client.ts';
import { isUniqueViolation } from '../../../src/platform/db/unique.ts';
import type { Job } from '../../../src/platform/jobs/queue.ts';
import { orderedId, STOPPED, type Staged, stagedBatchCount, stagedImport } from '../../../src/platform/jobs/staging.ts';
import { importPending, importStaging, jobs } from '../../../src/platform/jobs/table.ts';
import { published } from '../../../src/platform/jobs/visibility.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { callApi } from '../../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { client } from '../../helpers/customer.ts';
import { signedIn } from '../../helpers/signed-in.ts';

// A big import writes its rows into their table a chunk at a time (short statements, other
// requests in between) and shows them all at once at the end; until then no reader sees them,
// and a failure, a stop or a crash leaves none behind.
const s = signedIn('tenant');
const db = () => s.db as unknown as Db;
const BATCH = 1000;

interface Row {
  id: string;
  name: string;
  phone: string;
}
const rowsFor = (prefix: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: orderedId(),
    name: `隐藏${i}`,
    phone: `${prefix}${String(i).padStart(6, '0')}`,
  }));

async function runningJob(): Promise<Job> {
  const id = orderedId();
  const [job] = await s.db
    .insert(jobs)
    .values({ id, tenantId: DEMO.tenant1, appId: '', kind: 'import:test.hidden', status: 'running', payload: {} })
    .returning();
  return job;
}

/** The tenant's app, as its customers are stored (read from a customer the seed gave it). */
async function tenantApp() {
  const [c] = await s.db.select({ appId: customers.appId }).from(customers).where(eq(customers.tenantId, DEMO.tenant1));
  return c.appId;
}

const written = async (prefix: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(customers)
      .where(like(customers.phone, `${prefix}%`))
  )[0].n;
const shown = async (prefix: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(customers)
      .where(and(like(customers.phone, `${prefix}%`), published(customers.importJob)))
  )[0].n;

/** Customers imported through stagedImport's hidden publish, with a hook after each chunk. */
function importCustomers(
  job: Job,
  appId: string,
  rows: Row[],
  afterChunk: (n: number) => Promise<void>,
  signal = new AbortController().signal,
) {
  let chunks = 0;
  return stagedImport<Row>(db(), job, signal, {
    async read(stage) {
      for (let i = 0; i < rows.length; i += BATCH) await stage(rows.slice(i, i + BATCH));
    },
    hidden: {
      table: 'customers',
      async insert(d: Db, chunk: Staged<Row>) {
        const r = chunk.relation({ id: 'text', name: 'text', phone: 'text' });
        await d.execute(sqlInsert(r, chunk.jobId, appId));
        await afterChunk(++chunks);
      },
    },
  });
}

const sqlInsert = (r: SQL, jobId: string, appId: string) => sql`
  INSERT INTO customers (id, tenant_id, app_id, name, phone, import_job)
  SELECT staged.id, ${DEMO.tenant1}, ${appId}, staged.name, staged.phone, ${jobId} FROM ${r}`;

const pendingCount = async () => (await s.db.select({ n: count() }).from(importPending))[0].n;

describe('hidden publish: written a chunk at a time, shown at once', () => {
  it('between chunks the rows are in the table but no reader sees them; at the end all of them show', async () => {
    const job = await runningJob();
    const appId = await tenantApp();
    const other = (await tokenFor(s.app, 'tenant', PASSWORDS.tenant)).authorization;
    const seen: { written: number; shown: number; listTotal: number }[] = [];
    await importCustomers(job, appId, rowsFor('13715', 12_000), async () => {
      const list = await client(s.t).get<{ total: number }>(listCustomers, other, {
        pageNum: 1,
        pageSize: 10,
        phone: '13715',
      });
      seen.push({ written: await written('13715'), shown: await shown('13715'), listTotal: list.body.data.total });
    });
    // 12 batches, 5 per chunk: three chunks, each leaving rows written and none shown.
    expect(seen.map((o) => o.written)).toEqual([5000, 10_000, 12_000]);
    expect(seen.every((o) => o.shown === 0 && o.listTotal === 0)).toBe(true);
    expect(await shown('13715')).toBe(12_000);
    const list = await client(s.t).get<{ total: number }>(listCustomers, other, {
      pageNum: 1,
      pageSize: 10,
      phone: '13715',
    });
    // The list counts up to COUNT_CAP (10,000) and says so.
    expect(list.body.data.total).toBe(Math.min(12_000, COUNT_CAP));
    expect([await pendingCount(), await stagedBatchCount(s.db, job.id)]).toEqual([0, 0]);
  }, 120_000);

  it('a chunk that fails (a number added meanwhile) removes the chunks already written: nothing is left', async () => {
    const job = await runningJob();
    const appId = await tenantApp();
    const rows = rowsFor('13716', 12_000);
    const err = await importCustomers(job, appId, rows, async (n) => {
      // Someone adds the number of the third chunk's first row while the import runs.
      if (n === 2)
        await s.db
          .insert(customers)
          .values({ id: orderedId(), tenantId: DEMO.tenant1, appId, phone: rows[10_000].phone });
    }).catch((e) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(await written('13716')).toBe(1); // only the number added by hand
    expect([await pendingCount(), await stagedBatchCount(s.db, job.id)]).toEqual([0, 0]);
  }, 120_000);

  it('a stop between chunks removes what was written', async () => {
    const job = await runningJob();
    const stop = new AbortController();
    const err = await importCustomers(
      job,
      await tenantApp(),
      rowsFor('13717', 12_000),
      async (n) => {
        if (n === 1) stop.abort();
      },
      stop.signal,
    ).catch((e) => e);
    expect((err as Error).message).toBe(STOPPED);
    expect(await written('13717')).toBe(0);
    expect([await pendingCount(), await stagedBatchCount(s.db, job.id)]).toEqual([0, 0]);
  }, 120_000);

  it('what a crashed import left (hidden rows, staged batches) is swept by the next import', async () => {
    const dead = await runningJob();
    const appId = await tenantApp();
    const rows = rowsFor('13718', 3000);
    await s.db
      .insert(importStaging)
      .values([0, 1, 2].map((seq) => ({ jobId: dead.id, seq, rows: rows.slice(seq * 1000, seq * 1000 + 1000) })));
    await s.db.insert(importPending).values({ jobId: dead.id, tableName: 'customers' });
    await s.db.insert(customers).values(rows.map((r) => ({ ...r, tenantId: DEMO.tenant1, appId, importJob: dead.id })));
    await s.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, dead.id));
    expect([await written('13718'), await shown('13718')]).toEqual([3000, 0]);
    await importCustomers(await runningJob(), appId, rowsFor('13719', 10), async () => {});
    expect([await written('13718'), await shown('13719')]).toEqual([0, 10]);
    expect([await pendingCount(), await stagedBatchCount(s.db, dead.id)]).toEqual([0, 0]);
  }, 120_000);
});

describe('every reader of an import table leaves out rows still being published', () => {
  it('customer list, customer blacklist list and check, platform blacklist list and the dialer', async () => {
    const job = await runningJob();
    const appId = await tenantApp();
    await s.db.insert(importPending).values({ jobId: job.id, tableName: 'customers' });
    await s.db
      .insert(customers)
      .values({ id: orderedId(), tenantId: DEMO.tenant1, appId, phone: '13720000001', importJob: job.id });
    await s.db
      .insert(customerBlacklist)
      .values({ id: orderedId(), tenantId: DEMO.tenant1, appId, phone: '13720000002', importJob: job.id });
    await s.db.insert(platformBlacklist).values({ id: orderedId(), phone: '13720000003', importJob: job.id });
    const op = (await tokenFor(s.app, 'admin', PASSWORDS.admin)).authorization;
    const totals = async () => [
      (
        await client(s.t).get<{ total: number }>(listCustomers, s.token, {
          pageNum: 1,
          pageSize: 10,
          phone: '1372000',
        })
      ).body.data.total,
      (
        await client(s.t).get<{ total: number }>(listCustomerBlacklist, s.token, {
          pageNum: 1,
          pageSize: 10,
          phone: '1372000',
        })
      ).body.data.total,
      (
        await callApi<{ total: number }>(s.app, listBlacklist, {
          query: 'pageNum=1&pageSize=10&phone=1372000',
          token: op,
        })
      ).body.data.total,
      (await blacklistedAmong(db(), DEMO.tenant1, appId, ['13720000002', '13720000003'], Date.now())).size,
    ];
    expect(await totals()).toEqual([0, 0, 0, 0]);
    await s.db.delete(importPending).where(eq(importPending.jobId, job.id));
    expect(await totals()).toEqual([1, 1, 1, 2]);
  });
});

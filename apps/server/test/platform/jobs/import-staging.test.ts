import { importCustomers, importCustomersStatus, listCustomers } from '@zhiyu/contract/modules/aicall/customer';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../../src/modules/aicall/customer/table.ts';
import { stagedBatchCount } from '../../../src/platform/jobs/staging.ts';
import { jobs } from '../../../src/platform/jobs/table.ts';
import { published } from '../../../src/platform/jobs/visibility.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { multipart, xlsx } from '../../fixtures/xlsx.ts';
import { callApi } from '../../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { client } from '../../helpers/customer.ts';
import { signedIn } from '../../helpers/signed-in.ts';

// A large import is staged batch by batch, written a chunk at a time and shown in one short final
// step: other requests run while it is read and written (the embedded database has one
// connection), and no reader ever sees part of it.
const s = signedIn('tenant');
const ROWS = 20_000;
const HEAD = ['姓名', '手机号', '标签'];
const rowsOf = (prefix: string) =>
  Array.from({ length: ROWS }, (_, i) => [`批量${i}`, `${prefix}${String(i).padStart(6, '0')}`, '新客户']);

/** Imported customers of tenant 2001 whose numbers start with `prefix`, as every reader counts them. */
const visible = async (prefix: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(customers)
      .where(
        and(eq(customers.tenantId, DEMO.tenant1), like(customers.phone, `${prefix}%`), published(customers.importJob)),
      )
  )[0].n;

const jobStatus = async (id: string) => (await s.db.select().from(jobs).where(eq(jobs.id, id)))[0].status;

async function start(rows: unknown[][]) {
  const r = await callApi<{ jobId: string }>(s.app, importCustomers, {
    token: s.token,
    ...multipart([{ name: 'big.xlsx', data: await xlsx(rows) }]),
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.jobId;
}

/**
 * Until the job ends: another tenant lists its customers, then the test reads how much the job has
 * staged and how many of its rows are visible. Each observation is taken right after a request of
 * the other tenant completed.
 */
async function observe(jobId: string, prefix: string) {
  const other = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  const seen: { staged: number; visible: number }[] = [];
  for (let i = 0; i < 3000; i++) {
    // A client's pace; it also lets the server's timers and I/O run (the import reads its file
    // through them), as requests arriving on sockets do.
    await new Promise((r) => setTimeout(r, 20));
    const list = await client(s.t).get(listCustomers, other, { pageNum: 1, pageSize: 10 });
    expect(list.body.code).toBe('000000');
    const status = await jobStatus(jobId);
    seen.push({ staged: await stagedBatchCount(s.db, jobId), visible: await visible(prefix) });
    if (status === 'done' || status === 'failed') return { status, seen };
  }
  throw new Error('the import did not finish');
}

describe('a large import does not hold the database, and is never seen in part', () => {
  it('another tenant’s requests complete while the rows are being staged; the rows appear all at once', async () => {
    const jobId = await start([HEAD, ...rowsOf('13912')]);
    const { status, seen } = await observe(jobId, '13912');
    expect(status).toBe('done');
    // Requests of the other tenant completed between staged batches: part of the file staged, none visible.
    expect(seen.some((o) => o.staged > 0 && o.staged < ROWS / 1000 && o.visible === 0)).toBe(true);
    // No observation ever saw part of the import.
    expect(seen.every((o) => o.visible === 0 || o.visible === ROWS)).toBe(true);
    expect(await visible('13912')).toBe(ROWS);
    expect(await stagedBatchCount(s.db, jobId)).toBe(0);
  }, 180_000);

  it('a bad row near the end: nothing is visible at any moment, and nothing staged is left', async () => {
    const rows = rowsOf('13913');
    rows[ROWS - 5] = ['坏号码', '1391', '']; // sheet row ROWS - 3 (after the header), near the end
    const jobId = await start([HEAD, ...rows]);
    const { status, seen } = await observe(jobId, '13913');
    expect(status).toBe('failed');
    expect(seen.some((o) => o.staged > 0)).toBe(true);
    expect(seen.every((o) => o.visible === 0)).toBe(true);
    expect(await visible('13913')).toBe(0);
    expect(await stagedBatchCount(s.db, jobId)).toBe(0);
    const st = await client(s.t).get<{ status: number; message: string }>(importCustomersStatus, s.token, {
      jobId,
    });
    expect([st.body.data.status, st.body.data.message]).toEqual([2, '导入失败：1处错误，请下载错误文件查看']);
  }, 180_000);
});

import { Readable } from 'node:stream';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customers } from '../../../src/modules/aicall/customer/table.ts';
import { readStream, saveStream } from '../../../src/platform/files/store.ts';
import { defineImporter } from '../../../src/platform/jobs/import.ts';
import { enqueue, errorOf, type Job } from '../../../src/platform/jobs/queue.ts';
import { orderedId, type Staged } from '../../../src/platform/jobs/staging.ts';
import { importPending, jobs } from '../../../src/platform/jobs/table.ts';
import { published } from '../../../src/platform/jobs/visibility.ts';
import { readXlsx, xlsx } from '../../fixtures/xlsx.ts';
import { signedIn } from '../../helpers/signed-in.ts';

// The shared import pipeline's options for imports into big tables: columns read per job, a unique
// field reported on its rows, a per-job context, and the hidden publish (a chunk at a time, shown
// at once), with the failure when someone adds a value while the import runs.
const io = signedIn();
const SCOPE = { tenantId: 'pipeline-test', appId: '' };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header of the per-job column, as if read from the tenant's settings. */
let cityHeader = '城市';
/** Set by a test: someone adds this number just before the first chunk is written. */
let addedMeanwhile: string | null = null;
const trail: { imported: number; by: string; phones: string[] }[] = [];

type Row = { phone: string; city: string };
defineImporter<Row, Row & { id: string }, { by: string; phones: string[] }>({
  name: 'pipeline-test',
  maxRows: 10_000,
  columns: [{ key: 'phone', headers: ['号码', 'Phone'], required: true }],
  async layout() {
    return {
      columns: [
        { key: 'phone', headers: ['号码', 'Phone'], required: true },
        { key: 'city', headers: [cityHeader] },
      ],
      schema: z.object({
        phone: z.string().regex(/^1\d{10}$/, '号码格式错误 / bad number'),
        city: z.string().default(''),
      }),
    };
  },
  errorColumn: 'header',
  unique: {
    key: 'phone',
    noun: { zh: '号码', en: 'number' },
    present: '号码已存在 / exists',
    async existing(db, s, phones) {
      const rows = await db
        .select({ phone: customers.phone })
        .from(customers)
        .where(and(eq(customers.tenantId, s.tenantId), eq(customers.appId, s.appId)));
      return rows.map((r) => r.phone).filter((p) => phones.includes(p));
    },
  },
  start: async (_db, _s, job: Job) => ({ by: String(job.payload.by), phones: [] }),
  async prepare(_db, _s, rows, _job, ctx) {
    ctx.phones.push(...rows.map((r) => r.phone));
    return rows.map((r) => ({ id: orderedId(), ...r }));
  },
  hidden: {
    table: 'customers',
    async insert(db, s, chunk: Staged<Row & { id: string }>, _job, ctx) {
      if (addedMeanwhile)
        await db.insert(customers).values({ id: orderedId(), ...s, phone: addedMeanwhile, name: 'meanwhile' });
      const rows = chunk.relation({ id: 'text', phone: 'text', city: 'text' });
      await db.execute(sql`
        INSERT INTO customers (id, tenant_id, app_id, name, phone, import_job)
        SELECT staged.id, ${s.tenantId}, ${s.appId}, staged.city || '/' || ${ctx.by}, staged.phone, ${chunk.jobId}
        FROM ${rows}`);
    },
  },
  async afterCommit(_db, _s, _job, { imported, context }) {
    trail.push({ imported, by: context.by, phones: context.phones });
  },
});

async function runJob(rows: unknown[][]) {
  const data = await xlsx(rows);
  const f = await saveStream(io.db, SCOPE, { name: 'p.xlsx', mime: XLSX_MIME, maxBytes: 1e8 }, Readable.from([data]));
  const id = await enqueue(io.db, SCOPE, 'import:pipeline-test', { fileId: f.id, by: '张三' });
  for (let i = 0; i < 600; i++) {
    const [job] = await io.db.select().from(jobs).where(eq(jobs.id, id));
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('pipeline import did not finish');
}

const errorRows = async (job: { result: Record<string, unknown> | null }) => {
  const parts: Buffer[] = [];
  for await (const c of readStream(io.db, String(job.result?.errorFileId))) parts.push(Buffer.from(c));
  return (await readXlsx(Buffer.concat(parts))).slice(1);
};
const shown = async (prefix: string) =>
  (
    await io.db
      .select({ n: count() })
      .from(customers)
      .where(and(like(customers.phone, `${prefix}%`), published(customers.importJob)))
  )[0].n;

describe('the import pipeline for big tables', () => {
  it('reads the columns of each job, publishes hidden and shows at once, then runs afterCommit with the context', async () => {
    cityHeader = '地区';
    const job = await runJob([
      ['Phone', '地区', '其他'],
      ['13900000001', '上海', 'x'],
      ['13900000002', '北京', 'y'],
    ]);
    expect([job.status, job.result]).toEqual(['done', { imported: 2 }]);
    expect(await shown('1390000000')).toBe(2);
    const names = await io.db
      .select({ name: customers.name })
      .from(customers)
      .where(and(eq(customers.tenantId, SCOPE.tenantId), like(customers.phone, '1390000000%')));
    expect(names.map((n) => n.name).sort()).toEqual(['上海/张三', '北京/张三']);
    expect(trail.at(-1)).toEqual({ imported: 2, by: '张三', phones: ['13900000001', '13900000002'] });
    expect((await io.db.select({ n: count() }).from(importPending))[0].n).toBe(0);
  });

  it('reports duplicates on their rows (an earlier row, a number already there) beside bad rows; nothing is shown', async () => {
    cityHeader = '城市';
    await io.db.insert(customers).values({ id: orderedId(), ...SCOPE, phone: '13900000010' });
    const job = await runJob([
      ['号码', '城市'],
      ['13900000010', 'a'],
      ['13900000011', 'b'],
      ['13900000011', 'c'],
      ['bad', 'd'],
    ]);
    expect([job.status, errorOf(job as Job, 'zh')]).toEqual(['failed', '导入失败：3处错误，请下载错误文件查看']);
    expect(await errorRows(job)).toEqual([
      [4, '号码', '号码与第3行重复 / repeats row 3'],
      [5, '号码', '号码格式错误 / bad number'],
      [2, '号码', '号码已存在 / exists'],
    ]);
    expect(await shown('1390000001')).toBe(1);
  });

  it('a number someone adds while the rows are written fails the import with its reason and leaves none of them', async () => {
    addedMeanwhile = '13900000021';
    const job = await runJob([['号码'], ['13900000020'], ['13900000021']]).finally(() => {
      addedMeanwhile = null;
    });
    expect([job.status, errorOf(job as Job, 'zh'), errorOf(job as Job, 'en')]).toEqual([
      'failed',
      '导入失败：号码在导入期间已被添加',
      'import failed: a number was added meanwhile',
    ]);
    expect(await shown('1390000002')).toBe(1);
    expect((await io.db.select({ n: count() }).from(importPending))[0].n).toBe(0);
  });

  it('a missing required column fails the import, named in both languages', async () => {
    const job = await runJob([['城市'], ['上海']]);
    expect([errorOf(job as Job, 'zh'), errorOf(job as Job, 'en')]).toEqual([
      '缺少必填列：号码',
      'missing required columns: Phone',
    ]);
  });
});

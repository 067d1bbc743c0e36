/**
 * Benchmark-only endpoints, registered only when ZHIYU_BENCH_IO=1 (bench/import.mjs and
 * bench/export.mjs start the app so). They are not part of the contract and never exist in a
 * normal start. The tag importer is capped at 100 rows (requirements §9), so the import engine is measured
 * with a realistic 10-column importer; its rows are staged like every import's and published into a
 * temporary table in the final transaction (dropped at commit), so nothing of it stays.
 */
import type { Endpoint } from '@zhiyu/contract/endpoint';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scope } from '../../../platform/access/session.ts';
import { importStatus, startImport } from '../../../platform/jobs/http.ts';
import { defineImporter } from '../../../platform/jobs/import.ts';

const COLS = ['code', 'name', 'phone', 'idCard', 'email', 'city', 'amount', 'date', 'status', 'note'] as const;
const Row = z.object({
  code: z.string().regex(/^[A-Z]{2}\d{6}$/),
  name: z.string().min(1).max(50),
  phone: z.string().regex(/^1\d{10}$/),
  idCard: z.string().regex(/^\d{17}[\dX]$/),
  email: z.string().email(),
  city: z.string().min(1).max(30),
  amount: z.coerce.number().min(0),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  status: z.enum(['0', '1']),
  note: z.string().max(200).default(''),
});

const bench = defineImporter({
  name: 'bench10',
  maxRows: 200_000,
  columns: COLS.map((key) => ({ key, headers: [key], required: key !== 'note' })),
  schema: Row,
  // Staged batch by batch like every import, then published in the final transaction with one
  // INSERT … SELECT over the staged rows.
  async publish(tx, _s, staged) {
    await tx.execute(
      sql.raw(
        `CREATE TEMP TABLE IF NOT EXISTS bench_rows (${COLS.map((c) => `"${c}" text`).join(', ')}) ON COMMIT DROP`,
      ),
    );
    const rows = staged.relation(Object.fromEntries(COLS.map((c) => [c, 'text'])));
    await tx.execute(
      sql`INSERT INTO bench_rows SELECT ${sql.raw(COLS.map((c) => `staged."${c}"`).join(', '))} FROM ${rows}`,
    );
  },
});

const self = (id: string) => ({ endpoint: { id, access: 'self' } as unknown as Endpoint });
const tenantScope = (req: Parameters<typeof scope>[0]) => ({
  tenantId: scope(req).tenantId,
  appId: scope(req).appId ?? '',
});

export function benchRoutes(app: FastifyInstance) {
  app.post('/bench/import', { config: self('bench.import') }, async (req) => ({
    code: '000000',
    data: await startImport(req, app.ctx, tenantScope(req), bench.name),
  }));
  app.get<{ Querystring: { jobId: string } }>(
    '/bench/import/status',
    { config: self('bench.importStatus') },
    async (req) => ({
      code: '000000',
      data: await importStatus(req, app.ctx, tenantScope(req), bench.name, req.query.jobId),
    }),
  );
  // Fills the caller's tags with n rows in one statement, for the export benchmark.
  app.post<{ Querystring: { n: string } }>('/bench/seed-tags', { config: self('bench.seedTags') }, async (req) => {
    const s = tenantScope(req);
    await app.ctx.db.execute(sql`
      INSERT INTO tags (id, tenant_id, app_id, name, "group", enabled, description)
      SELECT 'bench-' || g, ${s.tenantId}, ${s.appId}, '压测标签-' || g, 'other', 1, '描述 ' || g
      FROM generate_series(1, ${Number(req.query.n)}) g ON CONFLICT DO NOTHING`);
    return { code: '000000', data: null };
  });
}

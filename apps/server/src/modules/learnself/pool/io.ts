import {
  POOL_IO_HEADERS,
  POOL_KIND_LABELS,
  POOL_SOURCE_LABELS,
  type PoolFilter,
} from '@zhiyu/contract/modules/learnself/pool';
import { and, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { poolRows, poolWhere } from './service.ts';
import { lsPool } from './table.ts';

export const POOL_EXPORT = 'learnself.pool';
const PAGE = 1000;
type ExportFilter = z.output<typeof PoolFilter> & { lang: 'zh' | 'en' };

/** The filtered pool, latest said first, keyset-paged by (last_at, id). Texts are already masked. */
export const poolExporter = defineExporter<ExportFilter>({
  name: POOL_EXPORT,
  fileName: 'learning-pool.xlsx',
  columns: Object.entries(POOL_IO_HEADERS).map(([key, header]) => ({ key, header })),
  async *rows(db, s, f) {
    let after: { ts: string; id: string } | undefined;
    for (;;) {
      const page = await db
        .select({ r: lsPool, ts: sql<string>`${lsPool.lastAt}::text` })
        .from(lsPool)
        .where(
          and(
            poolWhere(s, f),
            after ? sql`(${lsPool.lastAt}, ${lsPool.id}) < (${after.ts}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(lsPool.lastAt), desc(lsPool.id))
        .limit(PAGE);
      const rows = await poolRows(
        db,
        s.tenantId,
        page.map((p) => p.r),
      );
      for (const r of rows)
        yield {
          text: r.text,
          source: POOL_SOURCE_LABELS[r.source][f.lang],
          bot: r.botName,
          channel: r.channelName,
          occurrences: r.occurrences,
          kind: POOL_KIND_LABELS[r.kind][f.lang],
          prediction: r.prediction,
          score: r.score ?? '',
          lastAt: new Date(r.lastAt),
        };
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { ts: last.ts, id: last.r.id };
    }
  },
});

import { TRADE_IO_COLUMNS, TRADE_IO_HEADERS, TRADE_NAME_MAX } from '@zhiyu/contract/modules/admin/trade';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { defineImporter } from '../../../platform/jobs/import.ts';
import { JobFailure } from '../../../platform/jobs/queue.ts';
import { trades } from '../../lookups/trade/table.ts';

const TradeRow = z.object({
  name: z.string().trim().min(1).max(TRADE_NAME_MAX),
  parent: z.string().trim().max(TRADE_NAME_MAX).default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
type Row = z.output<typeof TradeRow>;

/** A tree of a few hundred nodes at most; 2,000 rows leave room for large catalogues. */
const MAX_ROWS = 2000;

async function findTrade(tx: Db, name: string, parentId: string | null) {
  const [t] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.name, name), parentId === null ? isNull(trades.parentId) : eq(trades.parentId, parentId)));
  return t;
}

/**
 * Rows upsert by (parent, name): an existing trade keeps its id (bot cases and domains still point at
 * it) and takes the new order; a sub-trade names a top-level parent that exists already or comes
 * earlier in the file. Anything else fails the whole import.
 */
export const tradeImporter = defineImporter<Row>({
  name: 'admin.trade',
  maxRows: MAX_ROWS,
  columns: TRADE_IO_COLUMNS.map((key) => ({
    key,
    headers: [TRADE_IO_HEADERS[key].zh, TRADE_IO_HEADERS[key].en, key],
    required: key === 'name',
  })),
  schema: TradeRow,
  async commit(tx, _scope, rows) {
    for (const r of rows) {
      let parentId: string | null = null;
      if (r.parent) {
        const p = await findTrade(tx, r.parent, null);
        if (!p)
          throw new JobFailure({
            zh: `导入失败：行业「${r.name}」的上级行业「${r.parent}」不存在或不是一级行业`,
            en: `import failed: the parent "${r.parent}" of "${r.name}" is not a top-level industry`,
          });
        parentId = p.id;
      }
      const existing = await findTrade(tx, r.name, parentId);
      if (existing) await tx.update(trades).set({ sort: r.sort }).where(eq(trades.id, existing.id));
      else
        await tx.insert(trades).values({ id: `trade-${newId().slice(0, 12)}`, name: r.name, parentId, sort: r.sort });
    }
  },
});

/** Top-level trades first, so the file re-imports in one pass. */
export const tradeExporter = defineExporter<Record<string, never>>({
  name: 'admin.trade',
  fileName: 'trades.xlsx',
  columns: TRADE_IO_COLUMNS.map((key) => ({ key, header: TRADE_IO_HEADERS[key] })),
  async *rows(db) {
    const all = await db.select().from(trades).orderBy(asc(trades.sort), asc(trades.id));
    const names = new Map(all.map((t) => [t.id, t.name]));
    for (const t of all.filter((x) => x.parentId === null)) yield { name: t.name, parent: '', sort: t.sort };
    for (const t of all.filter((x) => x.parentId !== null))
      yield { name: t.name, parent: names.get(t.parentId ?? '') ?? '', sort: t.sort };
  },
});

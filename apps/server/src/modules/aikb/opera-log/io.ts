import {
  OPERA_ACTION_LABELS,
  OPERA_IO_COLUMNS,
  OPERA_IO_HEADERS,
  OPERA_TARGET_LABELS,
  type OperaAction,
  type OperaTarget,
} from '@zhiyu/contract/modules/aikb/opera-log';
import { and, desc, sql } from 'drizzle-orm';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { type Filter, filters } from './repo.ts';
import { kbOperaLogs } from './table.ts';

export const OPERA_EXPORT = 'aikb.operaLog';
const PAGE = 1000;
type ExportFilter = Filter & { lang: 'zh' | 'en' };
const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));

/** The filtered log, newest first, keyset-paged by (at, id); before/after as JSON text. */
export const operaExporter = defineExporter<ExportFilter>({
  name: OPERA_EXPORT,
  fileName: 'opera-log.xlsx',
  columns: OPERA_IO_COLUMNS.map((key) => ({ key, header: OPERA_IO_HEADERS[key] })),
  async *rows(db, s, f) {
    // The keyset time is read as text: a JS Date would drop the microseconds and skip or repeat rows.
    let after: { ts: string; id: string } | undefined;
    for (;;) {
      const page = await db
        .select({ r: kbOperaLogs, ts: sql<string>`${kbOperaLogs.at}::text` })
        .from(kbOperaLogs)
        .where(
          and(
            filters(s, f),
            after ? sql`(${kbOperaLogs.at}, ${kbOperaLogs.id}) < (${after.ts}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(kbOperaLogs.at), desc(kbOperaLogs.id))
        .limit(PAGE);
      for (const { r } of page)
        yield {
          at: r.at,
          operator: r.actorNick ? `${r.actorNick} (${r.actorName})` : r.actorName,
          action: OPERA_ACTION_LABELS[r.action as OperaAction]?.[f.lang] ?? r.action,
          targetType: OPERA_TARGET_LABELS[r.targetType as OperaTarget]?.[f.lang] ?? r.targetType,
          targetName: r.targetName,
          before: json(r.before),
          after: json(r.after),
        };
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { ts: last.ts, id: last.r.id };
    }
  },
});

import {
  AH_RECORD_DIRECTIONS,
  AH_RECORD_IO_COLUMNS,
  AH_RECORD_IO_HEADERS,
} from '@zhiyu/contract/modules/aihelper/records';
import { and, desc, sql } from 'drizzle-orm';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { ahConversations as c } from '../ingest/table.ts';
import { type CheckedFilter, whereOf } from './filter.ts';
import { selectRecords, toRow } from './repo.ts';

export type ExportFilter = CheckedFilter & { lang: 'zh' | 'en' };

const PAGE = 1000;
/** An instant as a readable time in the product's home zone (UTC+8), as the other exports write it. */
const timeText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The records list as a workbook: the filtered conversations newest first, numbers masked, in keyset pages. */
export const AH_RECORD_EXPORTER = defineExporter<ExportFilter>({
  name: 'aihelper.record',
  fileName: 'aihelper-records.xlsx',
  columns: AH_RECORD_IO_COLUMNS.map((key) => ({ key, header: AH_RECORD_IO_HEADERS[key] })),
  async *rows(db, scope, f) {
    const where = whereOf(scope.tenantId, f);
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const page = await selectRecords(db)
        .where(
          and(
            where,
            after ? sql`(${c.startedAt}, ${c.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(c.startedAt), desc(c.id))
        .limit(PAGE);
      for (const raw of page) {
        const r = toRow(raw);
        yield {
          ...r,
          startedAt: timeText(r.startedAt),
          channelName: r.channelName,
          direction: AH_RECORD_DIRECTIONS[r.direction][f.lang],
          tags: r.tags.join(','),
        };
      }
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { at: last.startedAt, id: last.id };
    }
  },
});

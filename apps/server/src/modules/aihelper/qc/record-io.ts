import { QC_RECORD_IO_COLUMNS, QC_RECORD_IO_HEADERS } from '@zhiyu/contract/modules/aihelper/qc-record';
import { and, desc, inArray, ne, sql } from 'drizzle-orm';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { type CheckedQcFilter, qcWhere, selectQcRecords, toQcRow } from './record.ts';
import { ahQcHits as h, ahQcScores as s } from './table.ts';

export type QcExportFilter = CheckedQcFilter & { lang: 'zh' | 'en' };

const PAGE = 1000;
/** An instant as a readable time in the product's home zone (UTC+8), as the other exports write it. */
const timeText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The QC records list as a workbook, newest first, numbers masked, with the names of the points hit. */
export const QC_RECORD_EXPORTER = defineExporter<QcExportFilter>({
  name: 'aihelper.qcRecord',
  fileName: 'qc-records.xlsx',
  columns: QC_RECORD_IO_COLUMNS.map((key) => ({ key, header: QC_RECORD_IO_HEADERS[key] })),
  async *rows(db, scope, f) {
    const where = qcWhere(scope.tenantId, f);
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const page = await selectQcRecords(db)
        .where(
          and(
            where,
            after
              ? sql`(${s.startedAt}, ${s.conversationId}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(s.startedAt), desc(s.conversationId))
        .limit(PAGE);
      const ids = page.map((r) => r.id);
      const names = new Map<string, string[]>();
      if (ids.length)
        for (const r of await db
          .selectDistinct({ id: h.conversationId, name: h.pointName })
          .from(h)
          .where(and(inArray(h.conversationId, ids), ne(h.review, 3)))
          .orderBy(h.conversationId, h.pointName))
          names.set(r.id, [...(names.get(r.id) ?? []), r.name]);
      for (const raw of page) {
        const r = toQcRow(raw);
        yield { ...r, startedAt: timeText(r.startedAt), points: (names.get(r.id) ?? []).join(',') };
      }
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { at: last.startedAt, id: last.id };
    }
  },
});

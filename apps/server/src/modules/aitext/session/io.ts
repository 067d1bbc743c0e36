import { scenesOf } from '@zhiyu/contract/modules/aitext/enums';
import { SESSION_IO_COLUMNS, SESSION_IO_HEADERS, SESSION_IO_LABELS } from '@zhiyu/contract/modules/aitext/session';
import { and, desc, eq, sql } from 'drizzle-orm';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { type CheckedFilter, whereOf } from './filter.ts';
import { textSessions as s } from './table.ts';

export type ExportFilter = CheckedFilter & { lang: 'zh' | 'en' };

const PAGE = 2000;
/** Instants → a readable time in the product's home zone (UTC+8), as the record exports write them. */
const timeText = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The session list as a workbook: the filtered sessions newest first, in keyset pages. */
export const SESSION_EXPORTER = defineExporter<ExportFilter>({
  name: 'aitext.session',
  fileName: 'text-sessions.xlsx',
  columns: SESSION_IO_COLUMNS.map((key) => ({ key, header: SESSION_IO_HEADERS[key] })),
  async *rows(db, scope, f) {
    const where = whereOf(scope, f);
    const L = f.lang;
    const yes = (b: boolean) => (b ? SESSION_IO_LABELS.yes[L] : SESSION_IO_LABELS.no[L]);
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const page = await db
        .select({
          id: s.id,
          startedAt: s.startedAt,
          channelName: textChannels.name,
          channelType: s.channelType,
          visitorId: s.visitorId,
          firstQuestion: s.firstQuestion,
          rounds: s.rounds,
          solved: s.solved,
          transferred: s.transferred,
          scenes: s.scenes,
          rating: s.rating,
        })
        .from(s)
        .leftJoin(textChannels, and(eq(textChannels.id, s.channelId), eq(textChannels.tenantId, s.tenantId)))
        .where(
          and(
            where,
            after ? sql`(${s.startedAt}, ${s.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(s.startedAt), desc(s.id))
        .limit(PAGE);
      for (const r of page)
        yield {
          ...r,
          startedAt: timeText(r.startedAt),
          channelName: r.channelName ?? '',
          channelType: SESSION_IO_LABELS.channelType[r.channelType][L],
          solved: yes(r.solved),
          transferred: yes(r.transferred),
          scenes: scenesOf(r.scenes)
            .map((k) => SESSION_IO_LABELS.scene[k][L])
            .join(','),
          rating: r.rating ?? '',
        };
      if (page.length < PAGE) return;
      const last = page[page.length - 1];
      after = { at: last.startedAt, id: last.id };
    }
  },
});

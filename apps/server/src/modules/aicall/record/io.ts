import { nodeLabel, type RecordScreen } from '@zhiyu/contract/modules/aicall/record';
import { RECORD_IO_COLUMNS, RECORD_IO_HEADERS, RECORD_IO_LABELS } from '@zhiyu/contract/modules/aicall/record-io';
import { causeSide } from '@zhiyu/contract/rules/call-result';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, asc, eq, sql } from 'drizzle-orm';
import { jsonPage } from '../../../platform/db/json-page.ts';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { bots } from '../../bot/bot/table.ts';
import { outboundTasks } from '../task/table.ts';
import { type CheckedFilter, whereOf } from './filter.ts';
import { callRecords } from './table.ts';

/**
 * The export job's filter: the list's (already checked), the screen's direction, whether the
 * caller may see full numbers (decided when the export is asked for) and the language of the words.
 */
export type ExportFilter = CheckedFilter & {
  screenDirection?: 0 | 1;
  fullPhone: { 0: boolean; 1: boolean };
  lang: 'zh' | 'en';
};

const PAGE = 2000;
/** A page row as jsonPage returns it: columns under their SQL names. */
type Page = {
  id: string;
  ts: string;
  direction: 0 | 1;
  phone: string;
  customer_name: string;
  taskName: string | null;
  botName: string | null;
  line_number: string;
  result_class: keyof typeof RECORD_IO_LABELS.resultClass;
  cause_code: number;
  cause_type: number;
  duration_sec: number;
  rounds: number;
  intention_level: string | null;
  hangup_node_name: string | null;
  hangup_node_id: string | null;
  tags: string[];
};

/** ISO text with microseconds → a readable local-ish time (UTC+8, the product's home zone). */
const timeText = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function recordRows(name: string) {
  return defineExporter<ExportFilter>({
    name,
    fileName: 'call-records.xlsx',
    columns: RECORD_IO_COLUMNS.map((key) => ({ key, header: RECORD_IO_HEADERS[key] })),
    // Keyset pages in (started_at, id) order over the screen's index; one JSON text a page.
    async *rows(db, s, f) {
      const where = whereOf(s, f, f.screenDirection);
      const L = f.lang;
      let after: Page | undefined;
      for (;;) {
        const query = db
          .select({
            id: callRecords.id,
            ts: sql`${callRecords.startedAt}`.as('ts'),
            direction: callRecords.direction,
            phone: callRecords.phone,
            customerName: callRecords.customerName,
            taskName: sql`${outboundTasks.name}`.as('taskName'),
            botName: sql`${bots.name}`.as('botName'),
            lineNumber: callRecords.lineNumber,
            resultClass: callRecords.resultClass,
            causeCode: callRecords.causeCode,
            causeType: callRecords.causeType,
            durationSec: callRecords.durationSec,
            rounds: callRecords.rounds,
            intentionLevel: callRecords.intentionLevel,
            hangupNodeName: callRecords.hangupNodeName,
            hangupNodeId: callRecords.hangupNodeId,
            tags: callRecords.tags,
          })
          .from(callRecords)
          .leftJoin(
            outboundTasks,
            and(eq(outboundTasks.id, callRecords.taskId), eq(outboundTasks.tenantId, callRecords.tenantId)),
          )
          .leftJoin(bots, and(eq(bots.id, callRecords.botId), eq(bots.tenantId, callRecords.tenantId)))
          .where(
            and(
              where,
              after
                ? sql`(${callRecords.startedAt}, ${callRecords.id}) > (${after.ts}::timestamptz, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(asc(callRecords.startedAt), asc(callRecords.id))
          .limit(PAGE);
        const page = await jsonPage<Page>(db, query, sql`p.ts, p.id`);
        for (const r of page)
          yield {
            startedAt: timeText(r.ts),
            direction: RECORD_IO_LABELS.direction[r.direction][L],
            phone: f.fullPhone[r.direction] ? r.phone : maskPhone(r.phone),
            customerName: r.customer_name,
            taskName: r.taskName ?? '',
            botName: r.botName ?? '',
            lineNumber: r.line_number,
            resultClass: RECORD_IO_LABELS.resultClass[r.result_class]?.[L] ?? r.result_class,
            causeCode: r.cause_code,
            causeSide: RECORD_IO_LABELS.causeSide[causeSide(r.cause_type)][L],
            durationSec: r.duration_sec,
            rounds: r.rounds,
            intentionLevel: r.intention_level ?? '',
            hangupNodeName: r.hangup_node_id ? nodeLabel(r.hangup_node_name, r.hangup_node_id) : '',
            tags: r.tags.join(','),
          };
        if (page.length < PAGE) return;
        after = page[page.length - 1];
      }
    },
  });
}

export const RECORD_EXPORTERS: Record<RecordScreen, ReturnType<typeof recordRows>> = {
  outboundRecord: recordRows('aicall.outboundRecord'),
  inboundRecord: recordRows('aicall.inboundRecord'),
  intentionDetail: recordRows('aicall.intentionDetail'),
};

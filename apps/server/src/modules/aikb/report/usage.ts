import type { QueryOf } from '@zhiyu/contract/endpoint';
import type {
  getUsageReport,
  getWordsReport,
  UsageFigures,
  UsageReport,
  UsageRow,
  WordsReport,
} from '@zhiyu/contract/modules/aikb/report-usage';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import {
  checkReport,
  fillTrend,
  num,
  pageRows,
  type ReportScope,
  ratio,
  sortRows,
  textWhere,
} from '../../../platform/reporting/range.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { textRollupDays as d, textRollupWords as w } from '../../aitext/rollup/table.ts';
import { STOP_WORDS } from '../retrieval/segment.ts';
import type { Paging } from './items.ts';

const fmtOf = (g: number) => sql.raw(`'${g === 1 ? 'YYYY-MM-DD' : g === 2 ? 'YYYY-MM' : 'YYYY'}'`);

/**
 * 高频搜索词: the search words of the range's questions (segmented by the retrieval's jieba
 * `segment()`, stop words removed, once a question, as the chat engine writes them) summed from the
 * word rollup, most searched first (or last, ASC). Stop words are dropped again on reading, so a
 * word added to the list later leaves the report at once.
 */
export async function words(
  db: Db,
  s: ReportScope,
  q: QueryOf<typeof getWordsReport>,
  now: number,
  paging: Paging = q,
): Promise<WordsReport> {
  const c = checkReport(q, s.tenantId, now);
  const where = textWhere(w, s, q, c.range.startDay, c.range.endDay);
  const [sums, trend] = await Promise.all([
    db.execute(sql`SELECT word, sum(search_count) AS n FROM text_rollup_words WHERE ${where} GROUP BY word`),
    db.execute(sql`SELECT word, to_char(day, ${fmtOf(c.granularity)}) AS bucket, sum(search_count) AS n
      FROM text_rollup_words WHERE ${where} GROUP BY 1, 2`),
  ]);
  const all = rowsOf<{ word: string; n: unknown }>(sums)
    .filter((x) => !STOP_WORDS.has(x.word))
    .map((x) => ({ word: x.word, searchCount: num(x.n) }));
  const total = all.reduce((a, x) => a + x.searchCount, 0);
  const kw = q.keyword?.toLowerCase();
  const shown = kw ? all.filter((x) => x.word.toLowerCase().includes(kw)) : all;
  const page = pageRows(
    sortRows(
      shown,
      (x) => x.searchCount,
      (x) => x.word,
      q.sortOrder,
    ),
    paging,
  );
  const byBucket = new Map<string, { searchCount: number }>();
  for (const x of rowsOf<{ word: string; bucket: string; n: unknown }>(trend)) {
    if (STOP_WORDS.has(x.word) || (kw && !x.word.toLowerCase().includes(kw))) continue;
    const b = byBucket.get(x.bucket) ?? { searchCount: 0 };
    b.searchCount += num(x.n);
    byBucket.set(x.bucket, b);
  }
  return {
    ...page,
    list: page.list.map((x) => ({ ...x, share: ratio(x.searchCount, total) })),
    range: c.range,
    granularity: c.granularity,
    totals: { searchCount: total, words: all.length },
    trend: fillTrend(c, byBucket, { searchCount: 0 }),
  };
}

const figures = (sessions: number, questions: number, answered: number): UsageFigures => ({
  sessions,
  questions,
  answered,
  answerRate: ratio(answered, questions),
});

/**
 * 使用报表: per bucket and channel, sessions started, their rounds and the answers given from the
 * knowledge base, all from the day rollup; every bucket in the trend.
 */
export async function usage(
  db: Db,
  s: ReportScope,
  q: QueryOf<typeof getUsageReport>,
  now: number,
): Promise<UsageReport> {
  const c = checkReport(q, s.tenantId, now);
  const fmt = fmtOf(c.granularity);
  const days = await db
    .select({
      bucket: sql<string>`to_char(${d.day}, ${fmt})`,
      channelId: d.channelId,
      channelType: sql<number>`max(${d.channelType})`,
      sessions: sql<string>`sum(${d.sessions})`,
      rounds: sql<string>`sum(${d.rounds})`,
      hits: sql<string>`sum(${d.itemHits})`,
    })
    .from(d)
    .where(textWhere(d, s, q, c.range.startDay, c.range.endDay))
    .groupBy(sql`1`, d.channelId);
  const cells = new Map<string, { bucket: string; channelId: string; channelType: number; f: number[] }>();
  const cell = (bucket: string, channelId: string, channelType: number) => {
    const k = `${bucket}|${channelId}`;
    const x = cells.get(k) ?? { bucket, channelId, channelType: Number(channelType), f: [0, 0, 0] };
    cells.set(k, x);
    return x;
  };
  for (const x of days) {
    const y = cell(x.bucket, x.channelId, x.channelType);
    y.f[0] += num(x.sessions);
    y.f[1] += num(x.rounds);
    y.f[2] += num(x.hits);
  }
  const ids = [...new Set([...cells.values()].map((x) => x.channelId))];
  const names = ids.length
    ? await db
        .select({ id: textChannels.id, name: textChannels.name })
        .from(textChannels)
        .where(and(eq(textChannels.tenantId, s.tenantId), inArray(textChannels.id, ids)))
    : [];
  const nameOf = new Map(names.map((x) => [x.id, x.name]));
  const rows: UsageRow[] = [...cells.values()].map((x) => ({
    bucket: x.bucket,
    channelId: x.channelId,
    channelName: nameOf.get(x.channelId) ?? x.channelId,
    channelType: x.channelType,
    ...figures(x.f[0], x.f[1], x.f[2]),
  }));
  const dir = q.sortOrder === 'ASC' ? 1 : -1;
  rows.sort(
    (a, b) =>
      (a.bucket < b.bucket ? -dir : a.bucket > b.bucket ? dir : 0) || a.channelName.localeCompare(b.channelName),
  );
  const byBucket = new Map<string, UsageFigures>();
  const channels = new Map<string, { id: string; name: string; channelType: number }>();
  for (const x of rows) {
    const b = byBucket.get(x.bucket) ?? figures(0, 0, 0);
    byBucket.set(x.bucket, figures(b.sessions + x.sessions, b.questions + x.questions, b.answered + x.answered));
    channels.set(x.channelId, { id: x.channelId, name: x.channelName, channelType: x.channelType });
  }
  const sum = (k: 'sessions' | 'questions' | 'answered') => rows.reduce((a, x) => a + x[k], 0);
  return {
    range: c.range,
    granularity: c.granularity,
    rows,
    trend: fillTrend(c, byBucket, figures(0, 0, 0)),
    channels: [...channels.values()].sort((a, b) => a.name.localeCompare(b.name)),
    totals: figures(sum('sessions'), sum('questions'), sum('answered')),
  };
}

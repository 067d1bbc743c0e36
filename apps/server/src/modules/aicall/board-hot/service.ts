import type { HotKind, HotQuery, HotRanking, HotStat } from '@zhiyu/contract/modules/aicall/board-hot';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import {
  type BoardScope,
  boardWhere,
  type CheckedRange,
  checkBoardRange,
  kpi,
  num,
  ratio,
} from '../../../platform/reporting/range.ts';
import { callRollupDays as d } from '../rollup/table.ts';
import { checkedNames, distinctItems, rankItems } from './rank.ts';

export type HotFilter = z.output<typeof HotQuery>;

/** The rollup kind behind each ranking. */
const KIND = { intent: 'intent', unrecognised: 'unrecognised' } as const;

/** Answered calls (`connected`) of the range and of the previous period, in one scan of both. */
export async function answeredCalls(db: Db, s: BoardScope, f: HotFilter, r: CheckedRange) {
  const [row] = await db
    .select({
      cur: sql`coalesce(sum(${d.connected}) FILTER (WHERE ${d.day} >= ${r.startDay}), 0)`,
      prev: sql`coalesce(sum(${d.connected}) FILTER (WHERE ${d.day} < ${r.startDay}), 0)`,
    })
    .from(d)
    .where(boardWhere(d, s, f, r.prevStartDay, r.endDay));
  return kpi(num(row?.cur), num(row?.prev));
}

async function ranking(db: Db, s: BoardScope, f: HotFilter, r: CheckedRange, kind: HotKind, answered: number) {
  const [now, prev] = await Promise.all([
    rankItems(db, s, f, KIND[kind], r.startDay, r.endDay, f.sort, f.limit),
    distinctItems(db, s, f, KIND[kind], r.prevStartDay, r.prevEndDay),
  ]);
  return {
    distinct: kpi(now.distinct, prev),
    rows: now.rows.map((x) => ({ ...x, share: ratio(x.calls, answered) })),
  } satisfies HotRanking;
}

/**
 * The hot-topics board: the month-limited range (150101), the answered calls, and the intents and
 * unrecognised utterances ranked by the calls they occur in (one kind when `kind` asks for it).
 */
export async function hotStat(db: Db, s: BoardScope, f: HotFilter, now: number): Promise<HotStat> {
  const range = checkBoardRange(f, s.tenantId, now, { monthLimit: true });
  await checkedNames(db, s, f);
  const answered = await answeredCalls(db, s, f, range);
  const want = (k: HotKind) => f.kind === undefined || f.kind === k;
  const [intents, utterances] = await Promise.all([
    want('intent') ? ranking(db, s, f, range, 'intent', answered.value) : undefined,
    want('unrecognised') ? ranking(db, s, f, range, 'unrecognised', answered.value) : undefined,
  ]);
  const { days: _days, ...answer } = range;
  return { range: answer, answered, intents, utterances };
}

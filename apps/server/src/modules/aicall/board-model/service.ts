import type { ModelQuery, ModelStat, ModelVersionRow } from '@zhiyu/contract/modules/aicall/board-model';
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
import { checkedNames, rankItems } from '../board-hot/rank.ts';
import { callRollupDays as d } from '../rollup/table.ts';

export type ModelFilter = z.output<typeof ModelQuery>;

const FIGURES = {
  calls: d.calls,
  answered: d.connected,
  userHangups: d.userHangups,
  userTurns: d.userTurns,
  recognisedTurns: d.recognisedTurns,
} as const;
type Figure = keyof typeof FIGURES;
type Figures = Record<Figure, number>;

/**
 * Per bot version, the figures of the range and of the previous period: one scan of
 * `call_rollup_days` over both periods, each sum filtered to its days.
 */
async function versionFigures(db: Db, s: BoardScope, f: ModelFilter, r: CheckedRange) {
  const cur = sql`${d.day} >= ${r.startDay}`;
  const sums: Record<string, ReturnType<typeof sql>> = {};
  for (const [k, col] of Object.entries(FIGURES)) {
    sums[k] = sql`coalesce(sum(${col}) FILTER (WHERE ${cur}), 0)`;
    sums[`prev_${k}`] = sql`coalesce(sum(${col}) FILTER (WHERE NOT (${cur})), 0)`;
  }
  const rows = await db
    .select({ botId: d.botId, botVersion: d.botVersion, ...sums })
    .from(d)
    .where(boardWhere(d, s, f, r.prevStartDay, r.endDay))
    .groupBy(d.botId, d.botVersion);
  return rows.map((x) => {
    const row = x as Record<string, unknown>;
    const now = {} as Figures;
    const prev = {} as Figures;
    for (const k of Object.keys(FIGURES) as Figure[]) {
      now[k] = num(row[k]);
      prev[k] = num(row[`prev_${k}`]);
    }
    return { botId: x.botId, botVersion: x.botVersion, now, prev };
  });
}

const add = (a: Figures, b: Figures): Figures => {
  const out = { ...a };
  for (const k of Object.keys(FIGURES) as Figure[]) out[k] += b[k];
  return out;
};
const ZERO: Figures = { calls: 0, answered: 0, userHangups: 0, userTurns: 0, recognisedTurns: 0 };

/**
 * The model-analysis board: recognition rate (recognised_turns / user_turns) overall and per bot
 * version against the previous period, and the intents of the callee's last turn before they hung
 * up, ranked (`sort`, `limit`), each as a share of the range's user hang-ups.
 */
export async function modelStat(db: Db, s: BoardScope, f: ModelFilter, now: number): Promise<ModelStat> {
  const range = checkBoardRange(f, s.tenantId, now, { monthLimit: true });
  const [versions, hangups] = await Promise.all([
    versionFigures(db, s, f, range),
    rankItems(db, s, f, 'hangupIntent', range.startDay, range.endDay, f.sort, f.limit),
  ]);
  const names = await checkedNames(
    db,
    s,
    f,
    versions.map((v) => v.botId),
  );
  const total = versions.reduce((t, v) => add(t, v.now), ZERO);
  const prev = versions.reduce((t, v) => add(t, v.prev), ZERO);
  const rows: ModelVersionRow[] = versions
    .filter((v) => v.now.calls > 0)
    .map((v) => ({
      botId: v.botId,
      botName: names.bot.get(v.botId) ?? '',
      botVersion: v.botVersion,
      ...v.now,
      rate: kpi(ratio(v.now.recognisedTurns, v.now.userTurns), ratio(v.prev.recognisedTurns, v.prev.userTurns)),
    }))
    .sort((a, b) => (a.botName === b.botName ? a.botVersion - b.botVersion : a.botName < b.botName ? -1 : 1));
  const { days: _days, ...answer } = range;
  return {
    range: answer,
    kpis: {
      recognitionRate: kpi(ratio(total.recognisedTurns, total.userTurns), ratio(prev.recognisedTurns, prev.userTurns)),
      userTurns: kpi(total.userTurns, prev.userTurns),
      recognisedTurns: kpi(total.recognisedTurns, prev.recognisedTurns),
      unrecognisedTurns: kpi(total.userTurns - total.recognisedTurns, prev.userTurns - prev.recognisedTurns),
      answered: kpi(total.answered, prev.answered),
      userHangups: kpi(total.userHangups, prev.userHangups),
    },
    hangupIntents: {
      distinct: hangups.distinct,
      rows: hangups.rows.map((h) => ({ intent: h.item, calls: h.calls, rate: ratio(h.calls, total.userHangups) })),
    },
    versions: rows,
  };
}

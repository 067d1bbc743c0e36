import { NO_BOT, NO_LEVEL, NO_TASK, type RecordFilter } from '@zhiyu/contract/modules/aicall/record';
import { and, eq, gte, isNotNull, isNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../platform/http/errors.ts';
import { UTTERANCE_MAX } from '../rollup/kinds.ts';
import { callRecords } from './table.ts';

export type Filter = z.output<typeof RecordFilter>;
export interface RecordScope {
  tenantId: string;
  appId: string;
}
/** A filter after the range checks: both ends present. */
export type CheckedFilter = Filter & { from: number; to: number };

/**
 * requirements §5 console-wide range, checked again on the server: both ends required; the start not
 * after today (the server cannot know the browser's day, so "today" stretches to the latest time
 * zone, now + 14 h); the start not after the end. The end may lie after now (the default range
 * ends at the end of today). Min/max pairs must be in order.
 */
export function checkFilter(f: Filter, now: number): CheckedFilter {
  if (f.from === undefined || f.to === undefined) throw new AppError('150060');
  if (f.from > now + 14 * 3_600_000) throw new AppError('150061');
  if (f.from > f.to) throw new AppError('150062');
  const pairs: [number | undefined, number | undefined, string][] = [
    [f.durationMin, f.durationMax, 'duration'],
    [f.roundsMin, f.roundsMax, 'rounds'],
  ];
  for (const [lo, hi, name] of pairs)
    if (lo !== undefined && hi !== undefined && lo > hi) throw new AppError('150064', { detail: name });
  return f as CheckedFilter;
}

/** Comma (or full-width comma) separated tags, blanks dropped. */
export const tagList = (s: string | undefined) =>
  (s ?? '')
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, 50);

/**
 * The WHERE of every record query: the session's tenant and app always, then the filters. A phone
 * of 11 digits or more (or with +) is a full number and matched exactly; fewer digits match the
 * end of the stored (normalised) number.
 */
export function whereOf(s: RecordScope, f: CheckedFilter, direction?: 0 | 1): SQL | undefined {
  const dir = direction ?? f.direction;
  const tags = tagList(f.tags);
  const phone = f.phone;
  return and(
    eq(callRecords.tenantId, s.tenantId),
    eq(callRecords.appId, s.appId),
    dir !== undefined ? eq(callRecords.direction, dir) : undefined,
    gte(callRecords.startedAt, new Date(f.from)),
    // `to` is a last millisecond: a start with microseconds after it still belongs to the range
    lt(callRecords.startedAt, new Date(f.to + 1)),
    // `-`: the calls the rollups key by '' (no task, no bot), so a "no task" row opens its own calls
    f.taskId === NO_TASK
      ? sql`coalesce(${callRecords.taskId}, '') = ''`
      : f.taskId
        ? eq(callRecords.taskId, f.taskId)
        : undefined,
    f.botId === NO_BOT
      ? sql`coalesce(${callRecords.botId}, '') = ''`
      : f.botId
        ? eq(callRecords.botId, f.botId)
        : undefined,
    f.resultClass ? eq(callRecords.resultClass, f.resultClass) : undefined,
    f.intentionLevel === NO_LEVEL
      ? isNull(callRecords.intentionLevel)
      : f.intentionLevel
        ? eq(callRecords.intentionLevel, f.intentionLevel)
        : undefined,
    f.durationMin !== undefined ? gte(callRecords.durationSec, f.durationMin) : undefined,
    f.durationMax !== undefined ? lte(callRecords.durationSec, f.durationMax) : undefined,
    f.roundsMin !== undefined ? gte(callRecords.rounds, f.roundsMin) : undefined,
    f.roundsMax !== undefined ? lte(callRecords.rounds, f.roundsMax) : undefined,
    tags.length ? sql`${callRecords.tags} && ${sql.param(tags)}::text[]` : undefined,
    phone
      ? phone.startsWith('+') || phone.length >= 11
        ? eq(callRecords.phone, phone)
        : like(callRecords.phone, `%${phone}`)
      : undefined,
    ...drillWhere(f),
  );
}

/**
 * The filters a data board's drill-down adds. Each matches exactly what the rollups count under
 * the clicked item (rollup/sql.ts), so the list's total equals the board's figure.
 */
function drillWhere(f: CheckedFilter): (SQL | undefined)[] {
  const r = callRecords;
  const userTurns = sql`jsonb_array_elements(${r.transcript}) WITH ORDINALITY AS e(t, ord) WHERE e.t->>'role' = 'user'`;
  return [
    f.botVersion !== undefined ? sql`coalesce(${r.botVersion}, 0) = ${f.botVersion}` : undefined,
    f.answered === undefined ? undefined : f.answered ? isNotNull(r.answeredAt) : isNull(r.answeredAt),
    f.transferred === undefined ? undefined : eq(r.transferred, f.transferred === 1),
    f.intent ? sql`${r.transcript} @> ${JSON.stringify([{ role: 'user', intent: f.intent }])}::jsonb` : undefined,
    f.utterance
      ? sql`EXISTS (SELECT 1 FROM ${userTurns} AND coalesce(e.t->>'intent', '') = ''
          AND left(btrim(coalesce(e.t->>'text', '')), ${UTTERANCE_MAX}) = ${f.utterance})`
      : undefined,
    f.hangupIntent
      ? and(
          eq(r.hangupBy, 'user'),
          sql`(SELECT coalesce(e.t->>'intent', '') FROM ${userTurns} ORDER BY e.ord DESC LIMIT 1)
            = ${f.hangupIntent === NO_LEVEL ? '' : f.hangupIntent}`,
        )
      : undefined,
    f.hangupNodeId ? eq(r.hangupNodeId, f.hangupNodeId) : undefined,
    f.hangupBy ? eq(r.hangupBy, f.hangupBy) : undefined,
  ];
}

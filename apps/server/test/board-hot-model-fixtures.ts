/**
 * Calls of September 2026 (and the ten days before, the previous period of 09-01..09-10) with
 * hand-written conversations, for the hot-topics and model-analysis board tests: every figure
 * those tests expect is counted by hand from the list below.
 */
import { zonedDay, zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callRecords, type TranscriptTurn } from '../src/modules/aicall/record/table.ts';
import { rebuildRollups } from '../src/modules/aicall/rollup/service.ts';
import { bots } from '../src/modules/bot/bot/table.ts';
import type { Db } from '../src/platform/db/client.ts';
import { sheetRows } from '../src/platform/excel/reader.ts';
import { bufferSource } from '../src/platform/excel/zip.ts';
import { DEMO } from '../src/platform/seed/demo-data.ts';
import { call } from './helpers/app.ts';
import { qs } from './record-helpers.ts';

/** The range the tests ask for, and its previous period (same length, ending the day before). */
export const RANGE = { startDay: '2026-09-01', endDay: '2026-09-10' };
export const PREV = { startDay: '2026-08-22', endDay: '2026-08-31' };
export const TZ = 'Asia/Shanghai';

/** User turns `[text, intent?]`, each after a bot line. */
const talk = (...t: [string, string?][]): TranscriptTurn[] =>
  t.flatMap(([text, intent], i) => [
    { role: 'bot' as const, text: '请问还有什么问题？', atMs: i * 2000, nodeId: 'n1' },
    { role: 'user' as const, text, atMs: i * 2000 + 1000, ...(intent ? { intent } : {}) },
  ]);

interface Spec {
  id: string;
  /** Shanghai wall clock, 'YYYY-MM-DD HH:mm'. */
  at: string;
  version?: number;
  direction?: 0 | 1;
  noBot?: boolean;
  hangupBy?: 'user' | 'system';
  turns?: TranscriptTurn[];
  tenant?: 'other';
}

/**
 * c1–c9 in the range, c7 the minute after it, p0–p2 around the previous period. See the tests for
 * the figures these give.
 */
export const CALLS: Spec[] = [
  {
    id: 'c1',
    at: '2026-09-02 10:00',
    version: 1,
    hangupBy: 'user',
    turns: talk(['好的', '肯定'], ['利息多少', '有意向'], ['利息多少？', '有意向']),
  },
  {
    id: 'c2',
    at: '2026-09-03 11:00',
    version: 1,
    hangupBy: 'system',
    turns: talk(['嗯', '肯定'], ['听不清'], ['听不清']),
  },
  { id: 'c3', at: '2026-09-05 09:30', version: 2, hangupBy: 'user', turns: talk(['不需要', '没兴趣'], ['  你是谁  ']) },
  { id: 'c4', at: '2026-09-10 23:30', version: 2, hangupBy: 'user', turns: talk(['不需要', '没兴趣']) },
  { id: 'c5', at: '2026-09-06 15:00', version: 1 },
  { id: 'c6', at: '2026-09-07 16:00', direction: 0, noBot: true, hangupBy: 'user', turns: talk(['查话费']) },
  { id: 'c7', at: '2026-09-11 00:30', version: 1, hangupBy: 'user', turns: talk(['好的', '肯定']) },
  { id: 'c9', at: '2026-09-08 14:00', version: 1, hangupBy: 'user', turns: talk(['不用了', '没兴趣']) },
  { id: 'p0', at: '2026-08-21 12:00', version: 1, hangupBy: 'user', turns: talk(['别打了', '拒绝']) },
  { id: 'p1', at: '2026-08-25 12:00', version: 1, hangupBy: 'user', turns: talk(['好的', '肯定'], ['多少钱']) },
  { id: 'p2', at: '2026-08-31 23:59', version: 2, hangupBy: 'system', turns: talk(['不需要', '没兴趣'], ['再见']) },
  // Another tenant's calls in the same days: never on tenant 2001's boards.
  { id: 'x1', at: '2026-09-04 10:00', tenant: 'other', hangupBy: 'user', turns: talk(['外租户的话', '外租户意图']) },
  { id: 'x2', at: '2026-09-04 11:00', tenant: 'other', hangupBy: 'user', turns: talk(['外租户的问题']) },
];

/** The demo tenant's first outbound bot (the demo calls' bot). */
export async function demoBot(db: Db) {
  const [b] = await db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, DEMO.tenant1), eq(bots.type, 0)))
    .orderBy(asc(bots.createdAt))
    .limit(1);
  return b;
}

/** Inserts CALLS (ids prefixed with `prefix`) and rebuilds both tenants' rollups of August–September. */
export async function seedBoardCalls(db: Db, botId: string, prefix = 'bhm-') {
  const rows = CALLS.map((c): typeof callRecords.$inferInsert => {
    const startedAt = new Date(`${c.at.replace(' ', 'T')}:00+08:00`);
    const answered = !!c.turns;
    const other = c.tenant === 'other';
    return {
      id: `${prefix}${c.id}`,
      tenantId: other ? DEMO.tenant3 : DEMO.tenant1,
      appId: other ? DEMO.appid3 : DEMO.appid1,
      direction: c.direction ?? 1,
      phone: '13900001111',
      startedAt,
      answeredAt: answered ? new Date(startedAt.getTime() + 5000) : null,
      durationSec: answered ? 30 : 0,
      causeCode: answered ? 0 : 775,
      resultClass: answered ? 'success' : 'noAnswer',
      hangupBy: c.hangupBy ?? null,
      botId: c.noBot || other ? null : botId,
      botVersion: c.noBot || other ? null : (c.version ?? 1),
      transcript: c.turns ?? [],
      rounds: (c.turns ?? []).filter((t) => t.role === 'user').length,
    };
  });
  await db.insert(callRecords).values(rows);
  for (const tenant of [DEMO.tenant1, DEMO.tenant3]) await rebuildRollups(db, tenant, '2026-08-01', '2026-09-30');
}

type Q = Record<string, string | number | undefined>;

/** GET a board call with the query, as a token's holder. */
export const getAs = <T = unknown>(app: FastifyInstance, path: string, q: Q, token: string, lang?: string) =>
  call<T>(app, {
    method: 'GET',
    url: `${path}?${qs(q)}`,
    token,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

/** The `total` of the records list (outbound or inbound) over `days` of the tenant's calendar, with the drill filters. */
export async function listTotal(
  app: FastifyInstance,
  token: string,
  days: { startDay: string; endDay: string },
  direction: 0 | 1,
  drill: Q,
): Promise<number> {
  const list = `/v1/aicall-web/call-record/${direction === 1 ? 'outbound' : 'inbound'}/list`;
  const r = await getAs<{ total: number }>(
    app,
    list,
    { pageNum: 1, pageSize: 10, ...zonedDayRange(days.startDay, days.endDay, TZ), ...drill },
    token,
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.total;
}

/** A board's workbook export: status, content type and the sheet's rows as text cells. */
export async function exportRows(app: FastifyInstance, path: string, q: Q, token: string, lang = 'zh-CN') {
  const res = await app.inject({
    method: 'GET',
    url: `${path}?${qs(q)}`,
    headers: { authorization: token, 'accept-language': lang },
  });
  const type = String(res.headers['content-type'] ?? '');
  const rows: string[][] = [];
  if (type.includes('spreadsheetml')) for await (const r of sheetRows(bufferSource(res.rawPayload))) rows.push(r.cells);
  return { status: res.statusCode, type, disposition: String(res.headers['content-disposition'] ?? ''), rows, res };
}

/** Today in the tenant's calendar and the first of its month: the default range of a month-limited board. */
export function thisMonth(now = Date.now()) {
  const today = zonedDay(now, TZ);
  return { startDay: `${today.slice(0, 7)}-01`, endDay: today };
}

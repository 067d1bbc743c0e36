import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { RecordFilter } from '@zhiyu/contract/modules/aicall/record';
import { zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whereOf } from '../../../src/modules/aicall/record/filter.ts';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { type Fixture, seedBotAndLines } from '../../fixtures/dialer.ts';
import { randomCalls, rollupRows } from '../../fixtures/rollup.ts';
import { freshDb } from '../../helpers/db.ts';

const END = Date.parse('2026-11-21T04:00:00Z');
const TZ = 'Asia/Shanghai';

/** The records-list filter that opens what a rollup count counted (the boards' drill-downs). */
const DRILL: Record<string, (item: string) => RecordDrill> = {
  class: (item) => ({ resultClass: item }),
  level: (item) => ({ intentionLevel: item }),
  nodeUser: (item) => ({ hangupNodeId: item, hangupBy: 'user' }),
  nodeSystem: (item) => ({ hangupNodeId: item, hangupBy: 'system' }),
  intent: (item) => ({ intent: item }),
  unrecognised: (item) => ({ utterance: item }),
  hangupIntent: (item) => ({ hangupIntent: item || '-' }),
  tag: (item) => ({ tags: item }),
};

describe('records list drill-down filters', () => {
  let h: DbHandle;
  let f: Fixture;
  const scope = () => ({ tenantId: f.tenantId, appId: f.appId });
  /** Records of one rollup key's day, bot version and direction matching `drill`, through the list's WHERE. */
  const listed = async (day: string, direction: 0 | 1, version: number, drill: RecordDrill) => {
    const parsed = RecordFilter.parse({ ...zonedDayRange(day, day, TZ), direction, botVersion: version, ...drill });
    const [r] = await h.db
      .select({ n: count() })
      .from(callRecords)
      .where(whereOf(scope(), { ...parsed, from: parsed.from as number, to: parsed.to as number }));
    return r.n;
  };
  beforeAll(async () => {
    h = await freshDb();
    await h.migrate();
    f = await seedBotAndLines(h.db, 'td', 'ad');
    await randomCalls(h.db, f, 150, 21, END);
  }, 120_000);
  afterAll(() => h.close());

  it('open exactly the calls each rollup count counted, for every kind and item', async () => {
    const { counts } = await rollupRows(h.db);
    // one figure per day, direction, version, kind and item (tasks summed), as a board shows it
    const want = new Map<string, number>();
    for (const c of counts) {
      const k = JSON.stringify([c.day, c.direction, c.bot_version, c.kind, c.item]);
      want.set(k, (want.get(k) ?? 0) + (c.n as number));
    }
    const kinds = new Set<string>();
    for (const [k, n] of want) {
      const [day, direction, version, kind, item] = JSON.parse(k);
      kinds.add(kind);
      expect({ k, n: await listed(day, direction, version, DRILL[kind](item)) }).toEqual({ k, n });
    }
    expect([...kinds].sort()).toEqual(Object.keys(DRILL).sort());
  }, 120_000);

  it('open the calls behind the day figures: answered, transferred and hung up by the callee', async () => {
    const { days } = await rollupRows(h.db);
    const sum = new Map<string, Record<string, number>>();
    for (const d of days) {
      const k = JSON.stringify([d.day, d.direction, d.bot_version]);
      const s = sum.get(k) ?? { calls: 0, connected: 0, transferred: 0, user_hangups: 0 };
      for (const f of Object.keys(s)) s[f] += d[f] as number;
      sum.set(k, s);
    }
    for (const [k, s] of sum) {
      const [day, direction, version] = JSON.parse(k);
      expect({
        k,
        calls: await listed(day, direction, version, {}),
        connected: await listed(day, direction, version, { answered: 1 }),
        unanswered: await listed(day, direction, version, { answered: 0 }),
        transferred: await listed(day, direction, version, { transferred: 1 }),
        user: await listed(day, direction, version, { hangupBy: 'user' }),
      }).toEqual({
        k,
        calls: s.calls,
        connected: s.connected,
        unanswered: s.calls - s.connected,
        transferred: s.transferred,
        user: s.user_hangups,
      });
    }
    expect(sum.size).toBeGreaterThan(4);
  }, 120_000);

  it('tell a last turn from an earlier one, an unrecognised utterance from a recognised one', async () => {
    const at = Date.parse('2026-11-20T02:00:00Z');
    const turns = (...t: [string, string?][]) =>
      t.map(([text, intent], i) => ({ role: 'user' as const, text, intent, atMs: i * 1000 }));
    await h.db.insert(callRecords).values([
      {
        id: 'dr-1',
        tenantId: f.tenantId,
        appId: f.appId,
        direction: 1,
        phone: '1',
        startedAt: new Date(at),
        causeCode: 0,
        resultClass: 'success',
        hangupBy: 'user',
        botVersion: 7,
        transcript: turns(['好的', '肯定'], ['  再说吧  '], ['不要了', '拒绝']),
      },
      {
        id: 'dr-2',
        tenantId: f.tenantId,
        appId: f.appId,
        direction: 1,
        phone: '2',
        startedAt: new Date(at),
        causeCode: 0,
        resultClass: 'success',
        hangupBy: 'user',
        botVersion: 7,
        transcript: turns(['不要了', '拒绝'], ['再说吧', '考虑']),
      },
    ]);
    const n = (d: RecordDrill) => listed('2026-11-20', 1, 7, d);
    expect(await n({ hangupIntent: '拒绝' })).toBe(1);
    expect(await n({ hangupIntent: '肯定' })).toBe(0);
    expect(await n({ hangupIntent: '考虑' })).toBe(1);
    expect(await n({ utterance: '再说吧' })).toBe(1);
    expect(await n({ intent: '拒绝' })).toBe(2);
    expect(await n({ intent: '肯定' })).toBe(1);
  });

  it('refuses drill values outside their forms', () => {
    for (const bad of [{ answered: 2 }, { hangupBy: 'nobody' }, { botVersion: -1 }, { utterance: 'x'.repeat(201) }])
      expect(RecordFilter.safeParse(bad).success).toBe(false);
  });
});

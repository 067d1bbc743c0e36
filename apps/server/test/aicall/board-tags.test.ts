/**
 * 标签分析 (data-board/tags): the four §7 calls and the export, on records inserted for a bot of
 * the test's own in a month before the demo calls, counted by the rollup rebuild. Figures are
 * written out by hand from the records below.
 */
import {
  exportTagStats,
  getTagDistribution,
  getTagTendency,
  listFirstLevelTags,
  listTagBots,
} from '@zhiyu/contract/modules/aicall/board-tags';
import { outboundRecordApi } from '@zhiyu/contract/modules/aicall/record';
import { listTags } from '@zhiyu/contract/modules/aicall/tag';
import { addDays, zonedDay, zonedDayRange, zonedDayStart } from '@zhiyu/contract/rules/zoned-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../src/modules/aicall/rollup/service.ts';
import { sheetRows } from '../../src/platform/excel/reader.ts';
import { bufferSource } from '../../src/platform/excel/zip.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { seedBotAndLines } from '../fixtures/dialer.ts';
import { call, PASSWORDS, tokenFor } from '../helpers/app.ts';
import { insertRecords, qs, rec } from '../helpers/record.ts';
import { signedIn } from '../helpers/signed-in.ts';

const TZ = 'Asia/Shanghai';
const DAY = 86_400_000;
const s = signedIn('tenant');
const NOW = Date.now();
const TODAY = zonedDay(NOW, TZ);
// A whole month that ended before the demo calls (the last fourteen days) began.
const M = zonedDay(NOW - 45 * DAY, TZ).slice(0, 7);
const FIRST = `${M}-01`;
const LAST = addDays(`${addDays(`${M}-28`, 5).slice(0, 7)}-01`, -1);
const PREV_MONTH = addDays(FIRST, -1).slice(0, 7);
const at = (day: string, h: number, m = 0) => zonedDayStart(day, TZ) + h * 3_600_000 + m * 60_000;
const RANGE = { startDay: FIRST, endDay: LAST };
const OLD = '老客户';
const HIGH = '高意向客户';
const EMPTY = '空号';
const LOOSE = '未管理标签';

let bot = '';
let tk: Record<string, string> = {};
type Q = Record<string, string | number | undefined>;
const get = <T = Record<string, unknown>>(path: string, q: Q, token = tk.tenant) =>
  call<T>(s.app, { url: `${path}?${qs(q)}`, token, headers: { 'accept-language': 'zh-CN' } });
const ok = <T>(r: { body: { code: string; data: T } }) => {
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};

interface Row {
  tag: string;
  group: string;
  managed: boolean;
  count: number;
  previous: number;
  share: number;
  callShare: number;
}
interface Dist {
  range: Record<string, string>;
  calls: unknown;
  hits: unknown;
  tags: unknown;
  rows: Row[];
}
interface Trend {
  buckets: { bucket: string; startDay: string; endDay: string }[];
  series: { tag: string; total: number; counts: number[] }[];
}

beforeAll(async () => {
  bot = (await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1)).botId;
  const r = (id: string, ms: number, tags: string[], o: Parameters<typeof rec>[3] = {}) =>
    rec(id, ms, 0, { botId: bot, botVersion: 1, tags, ...o });
  await insertRecords(s.db, [
    r('a1', at(`${M}-03`, 10), [HIGH, OLD]),
    r('a2', at(`${M}-03`, 11), [OLD]),
    r('a3', at(`${M}-04`, 9), [OLD, OLD]),
    r('a4', at(`${M}-10`, 9), [LOOSE]),
    r('a5', at(`${M}-10`, 10), []),
    r('a6', at(`${M}-11`, 9), [OLD], { direction: 0 }),
    r('a7', at(FIRST, 0, 30), [EMPTY]),
    r('a8', at(addDays(FIRST, -1), 23, 30), [EMPTY]),
    r('a9', at(`${M}-12`, 9), ['询问价格'], { botId: null, botVersion: null }),
    r('a10', at(addDays(FIRST, -3), 9), [OLD]),
    r('a11', at(`${M}-12`, 10), []),
    r('o1', at(`${M}-03`, 10), [`${DEMO.marker}-标签1`], { tenantId: DEMO.tenant3, appId: DEMO.appid3, botId: null }),
  ]);
  for (const tenant of [DEMO.tenant1, DEMO.tenant3])
    await rebuildRollups(s.db, tenant, addDays(FIRST, -40), addDays(LAST, 1));
  tk = { tenant: s.token, tenant3: (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization };
}, 60_000);

const dist = async (q: Q = {}, token = tk.tenant) =>
  ok(await get<Dist>(getTagDistribution.path, { ...RANGE, botId: bot, ...q }, token));
const trend = async (q: Q = {}) => ok(await get<Trend>(getTagTendency.path, { ...RANGE, botId: bot, ...q }));
const recordsTotal = async (q: Q, range = RANGE) =>
  ok(
    await get<{ total: number }>(outboundRecordApi.list.path, {
      ...zonedDayRange(range.startDay, range.endDay, TZ),
      botId: bot,
      pageSize: 5,
      ...q,
    }),
  ).total;

describe('distribution/statList', () => {
  it('counts the calls carrying each tag, its share of tags and of calls, against the period before', async () => {
    const d = await dist();
    expect(d.range).toMatchObject({ startDay: FIRST, endDay: LAST, timeZone: TZ });
    expect(d.calls).toEqual({ value: 7, previous: 2, change: 2.5 });
    expect(d.hits).toEqual({ value: 6, previous: 2, change: 2 });
    expect(d.tags).toEqual({ value: 4, previous: 2, change: 1 });
    expect(d.rows).toEqual([
      { tag: OLD, group: 'customer', managed: true, count: 3, previous: 1, share: 3 / 6, callShare: 3 / 7 },
      { tag: LOOSE, group: 'other', managed: false, count: 1, previous: 0, share: 1 / 6, callShare: 1 / 7 },
      { tag: EMPTY, group: 'call', managed: true, count: 1, previous: 1, share: 1 / 6, callShare: 1 / 7 },
      { tag: HIGH, group: 'intention', managed: true, count: 1, previous: 0, share: 1 / 6, callShare: 1 / 7 },
    ]);
  });

  it('sorts both ways, cuts to the limit, keeps to a group, a direction and the app', async () => {
    expect((await dist({ sort: 'ASC' })).rows.map((r) => r.tag)).toEqual([LOOSE, EMPTY, HIGH, OLD]);
    expect((await dist({ limit: 2 })).rows.map((r) => r.tag)).toEqual([OLD, LOOSE]);
    const customer = await dist({ group: 'customer' });
    expect(customer.rows.map((r) => [r.tag, r.count, r.share])).toEqual([[OLD, 3, 1]]);
    expect(customer.hits).toEqual({ value: 3, previous: 1, change: 2 });
    expect((await dist({ group: 'other' })).rows.map((r) => [r.tag, r.managed])).toEqual([[LOOSE, false]]);
    expect((await dist({ direction: 0 })).rows.map((r) => [r.tag, r.count])).toEqual([[OLD, 1]]);
    // without a bot, the call without one counts too (no demo call lies in the month)
    const all = await dist({ botId: undefined });
    expect(all.rows.map((r) => [r.tag, r.count])).toContainEqual(['询问价格', 1]);
    expect(all.calls).toEqual({ value: 8, previous: 2, change: 3 });
  });

  it('each tag’s count equals the records list opened with that tag', async () => {
    for (const r of (await dist()).rows)
      expect({ tag: r.tag, n: await recordsTotal({ tags: r.tag }) }).toEqual({ tag: r.tag, n: r.count });
  });

  it('refuses bad ranges, bad sorts, groups and limits, and unknown bots', async () => {
    const code = async (q: Q) => (await get(getTagDistribution.path, q)).body.code;
    expect(await code({ endDay: LAST })).toBe('150060');
    expect(await code({ startDay: `${M}-00`, endDay: LAST })).toBe('150100');
    expect(await code({ startDay: LAST, endDay: FIRST })).toBe('150062');
    expect(await code({ startDay: addDays(TODAY, 2), endDay: addDays(TODAY, 3) })).toBe('150061');
    expect(await code({ ...RANGE, botId: 'bot-none' })).toBe('150102');
    // no month limit on this board: two months are one range
    expect(await code({ startDay: addDays(FIRST, -3), endDay: LAST })).toBe('000000');
    for (const bad of [{ sort: 'down' }, { group: 'vip' }, { limit: 0 }, { limit: 1001 }]) {
      const r = await get(getTagDistribution.path, { ...RANGE, ...bad });
      expect([r.status, r.body.code], JSON.stringify(bad)).toEqual([400, '100001']);
    }
  });
});

describe('tendency/statList', () => {
  it('draws the top tags per day, every day of the range, empty days as 0', async () => {
    const d = await trend();
    expect(d.buckets.length).toBe(Number(LAST.slice(8)));
    expect(d.buckets[2]).toEqual({ bucket: `${M}-03`, startDay: `${M}-03`, endDay: `${M}-03` });
    expect(d.series.map((x) => [x.tag, x.total])).toEqual([
      [OLD, 3],
      [LOOSE, 1],
      [EMPTY, 1],
      [HIGH, 1],
    ]);
    const old = d.series[0].counts;
    expect([old[2], old[3], old.reduce((a, b) => a + b, 0)]).toEqual([2, 1, 3]);
    expect(d.series[2].counts[0]).toBe(1);
  });

  it('buckets by month and year, the asked tags in their order, the top n, a group', async () => {
    const months = await trend({ startDay: addDays(FIRST, -3), granularity: 2 });
    expect(months.buckets).toEqual([
      { bucket: PREV_MONTH, startDay: addDays(FIRST, -3), endDay: addDays(FIRST, -1) },
      { bucket: M, startDay: FIRST, endDay: LAST },
    ]);
    expect(months.series.map((x) => [x.tag, x.counts])).toEqual([
      [OLD, [1, 3]],
      [EMPTY, [1, 1]],
      [LOOSE, [0, 1]],
      [HIGH, [0, 1]],
    ]);
    const years = await trend({ granularity: 3, tags: `${EMPTY},${OLD}` });
    expect(years.buckets.map((b) => b.bucket)).toEqual([M.slice(0, 4)]);
    expect(years.series.map((x) => [x.tag, x.counts])).toEqual([
      [EMPTY, [1]],
      [OLD, [3]],
    ]);
    expect((await trend({ top: 1 })).series.map((x) => x.tag)).toEqual([OLD]);
    expect((await trend({ group: 'call' })).series.map((x) => x.tag)).toEqual([EMPTY]);
  });

  it('a point’s count equals the records list of that tag over that bucket’s days', async () => {
    const d = await trend({ startDay: addDays(FIRST, -3), granularity: 2 });
    for (const line of d.series)
      for (const [i, b] of d.buckets.entries())
        expect({ k: [line.tag, b.bucket], n: await recordsTotal({ tags: line.tag }, b) }).toEqual({
          k: [line.tag, b.bucket],
          n: line.counts[i],
        });
  });

  it('refuses a bad granularity, too many tags, too many days by day, an unknown bot', async () => {
    for (const bad of [{ granularity: 4 }, { granularity: 'day' }, { top: 21 }, { top: 0 }]) {
      const r = await get(getTagTendency.path, { ...RANGE, ...bad });
      expect([r.status, r.body.code], JSON.stringify(bad)).toEqual([400, '100001']);
    }
    const long = { startDay: addDays(TODAY, -400), endDay: TODAY };
    expect((await get(getTagTendency.path, { ...long, granularity: 1 })).body.code).toBe('150103');
    expect((await get(getTagTendency.path, { ...long, granularity: 2 })).body.code).toBe('000000');
    expect((await get(getTagTendency.path, { ...RANGE, botId: 'bot-none' })).body.code).toBe('150102');
    expect((await get(getTagTendency.path, { startDay: FIRST })).body.code).toBe('150060');
  });
});

describe('bot list and tag groups', () => {
  it('lists the bots with tagged calls in the range, or every bot of the app without one', async () => {
    const inRange = ok(await get<{ bots: unknown[] }>(listTagBots.path, RANGE));
    expect(inRange.bots).toEqual([{ id: bot, name: expect.stringMatching(/^测试机器人-/), hits: 6 }]);
    const inbound = ok(await get<{ bots: unknown[] }>(listTagBots.path, { ...RANGE, direction: 0 }));
    expect(inbound.bots).toEqual([expect.objectContaining({ id: bot, hits: 1 })]);
    const all = ok(await get<{ bots: { id: string; hits: null }[] }>(listTagBots.path, {}));
    expect(all.bots.map((b) => b.id)).toEqual(expect.arrayContaining([bot, 'bot-2001-1', 'bot-2001-6']));
    expect(all.bots.every((b) => b.hits === null)).toBe(true);
    expect((await get(listTagBots.path, { startDay: FIRST })).body.code).toBe('150060');
  });

  it('gives the groups of tag management in order, with the tags tag management lists', async () => {
    const d = ok(await get<{ groups: { group: string; tags: { name: string }[] }[] }>(listFirstLevelTags.path, {}));
    expect(d.groups.map((g) => g.group)).toEqual(['customer', 'intention', 'call', 'other']);
    const managed = ok(await get<{ list: { name: string; group: string }[] }>(listTags.path, { pageSize: 100 })).list;
    for (const g of d.groups)
      expect(g.tags.map((x) => x.name).sort()).toEqual(
        managed
          .filter((x) => x.group === g.group)
          .map((x) => x.name)
          .sort(),
      );
    expect(d.groups[0].tags.map((x) => x.name)).toContain(OLD);
  });
});

describe('tenant isolation', () => {
  it('another tenant sees its own tags only, and the demo tenant none of theirs', async () => {
    const theirs = await dist({ botId: undefined }, tk.tenant3);
    expect(theirs.rows.map((r) => [r.tag, r.count])).toEqual([[`${DEMO.marker}-标签1`, 1]]);
    expect((await get(getTagDistribution.path, { ...RANGE, botId: bot }, tk.tenant3)).body.code).toBe('150102');
    for (const { path } of [getTagDistribution, getTagTendency, listTagBots, listFirstLevelTags])
      expect(JSON.stringify((await get(path, RANGE)).body), path).not.toContain(DEMO.marker);
  });
});

describe('export', () => {
  it('writes the distribution table as the board shows it', async () => {
    const res = await s.app.inject({
      url: `${exportTagStats.path}?${qs({ ...RANGE, botId: bot })}`,
      headers: { authorization: tk.tenant, 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const rows: string[][] = [];
    for await (const r of sheetRows(bufferSource(res.rawPayload))) rows.push(r.cells);
    expect(rows).toEqual([
      ['标签', '标签分组', '通话数', '上期通话数', '标签占比', '占通话比例'],
      [OLD, '客户属性', '3', '1', '50.0%', '42.9%'],
      [LOOSE, '其他', '1', '0', '16.7%', '14.3%'],
      [EMPTY, '通话', '1', '1', '16.7%', '14.3%'],
      [HIGH, '意向', '1', '0', '16.7%', '14.3%'],
    ]);
    expect((await get(exportTagStats.path, { startDay: FIRST })).body.code).toBe('150060');
  });
});

/**
 * 挂断节点分析 (data-board/hangupNode): the five §7 calls and the export, on records inserted for a
 * bot of the test's own (so the demo calls never mix in) and counted by the rollup rebuild.
 * Figures are written out by hand from the records below.
 */

import type { NodeHangUpRow, NodeHangUpStat } from '@zhiyu/contract/modules/aicall/board-hangup';
import {
  exportHangUps,
  getNodeNameList as getNodeNameListEndpoint,
  listNodeHangUps as nodeHangUpListEndpoint,
  getNodeHangUpStats as nodeHangUpStatEndpoint,
  getTodaySysHangUps as todaySysHangUpEndpoint,
  getTodayUserHangUps as todayUserHangUpEndpoint,
} from '@zhiyu/contract/modules/aicall/board-hangup';
import { getRecordDetail, outboundRecordApi } from '@zhiyu/contract/modules/aicall/record';
import { addDays, zonedDay, zonedDayRange, zonedDayStart } from '@zhiyu/contract/rules/zoned-day';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishCall } from '../../src/modules/aicall/dialer/finish.ts';
import { seededRandom, simulateCall } from '../../src/modules/aicall/dialer/simulated-line.ts';
import { rebuildRollups } from '../../src/modules/aicall/rollup/service.ts';
import { botVersions } from '../../src/modules/bot/bot/table.ts';
import { sheetRows } from '../../src/platform/excel/reader.ts';
import { bufferSource } from '../../src/platform/excel/zip.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { seedBotAndLines, testFlow } from '../fixtures/dialer.ts';
import { call, PASSWORDS, tokenFor } from '../helpers/app.ts';
import { insertRecords, qs, rec } from '../helpers/record.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { userWithout } from '../helpers/walk.ts';

const TZ = 'Asia/Shanghai';
const DAY = 86_400_000;
const s = signedIn('tenant');
const NOW = Date.now();
const TODAY = zonedDay(NOW, TZ);
const YESTERDAY = addDays(TODAY, -1);
// A whole month that ended before the demo calls (the last fourteen days) began.
const M = zonedDay(NOW - 45 * DAY, TZ).slice(0, 7);
const FIRST = `${M}-01`;
const NEXT = addDays(`${M}-28`, 5).slice(0, 7);
const LAST = addDays(`${NEXT}-01`, -1);
/** An instant at a wall-clock time of a Shanghai day. */
const at = (day: string, h: number, m = 0) => zonedDayStart(day, TZ) + h * 3_600_000 + m * 60_000;

let bot = '';
let tk: Record<string, string> = {};
type Q = Record<string, string | number | undefined>;
const get = <T = Record<string, unknown>>(path: string, q: Q, token = tk.tenant, lang = 'zh-CN') =>
  call<T>(s.app, { url: `${path}?${qs(q)}`, token, headers: { 'accept-language': lang } });
const RANGE = { startDay: FIRST, endDay: LAST };

type Row = NodeHangUpRow;
type Stat = NodeHangUpStat;

beforeAll(async () => {
  const f = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1);
  bot = f.botId;
  const v2 = testFlow();
  v2.nodes = v2.nodes.map((n) => (n.id === 'quiet' ? { ...n, name: '静默挂断v2' } : n));
  v2.nodes.push({ ...v2.nodes[1], id: 'extra', name: '新增节点' });
  await s.db.insert(botVersions).values({ botId: bot, version: 2, tenantId: DEMO.tenant1, flow: v2 });
  const r = (id: string, ms: number, o: Parameters<typeof rec>[3] = {}) =>
    rec(id, ms, 0, { botId: bot, botVersion: 1, phone: '13912345678', ...o });
  const node = (id: string, by: 'user' | 'system' | null, name = id) => ({
    hangupNodeId: id,
    hangupNodeName: name,
    hangupBy: by,
  });
  await insertRecords(s.db, [
    // today (00:30 Shanghai counts) and yesterday (23:30 the day before does not)
    r('t1', at(TODAY, 0, 30), node('no', 'user')),
    r('t2', at(TODAY, 0, 31), node('quiet', 'system')),
    r('t3', at(TODAY, 0, 45), node('greet', 'user')),
    r('t4', at(TODAY, 0, 50), { causeCode: 775 }),
    r('y1', at(YESTERDAY, 23, 30), node('no', 'user')),
    r('y2', at(YESTERDAY, 23, 40), node('no', 'system')),
    // the month M
    r('n1', at(`${M}-03`, 10), node('greet', 'user')),
    r('n2', at(`${M}-03`, 11), node('greet', 'user')),
    r('n3', at(`${M}-04`, 12), node('greet', 'system')),
    r('n4', at(`${M}-05`, 9), node('no', 'user')),
    r('n5', at(`${M}-05`, 9, 30), node('quiet', 'system')),
    r('n6', at(`${M}-05`, 10), { ...node('quiet', 'system', '静默挂断v2'), botVersion: 2 }),
    r('n7', at(`${M}-06`, 10), node('no', null)),
    r('n8', at(`${M}-06`, 11), { ...node('greet', 'user'), direction: 0 }),
    r('n9', at(`${M}-07`, 10), { ...node('no', 'user'), taskId: 'task-x' }),
    r('n10', at(`${NEXT}-01`, 0, 30), node('greet', 'user')),
    r('n11', at(LAST, 23, 30), node('sms', 'user')),
    r('n12', at(FIRST, 0, 30), node('sms', 'user')),
    r('n13', at(addDays(FIRST, -1), 23, 30), node('sms', 'user')),
    // another tenant, same days and node ids
    r('o1', at(`${M}-03`, 10), {
      ...node('greet', 'user', `${DEMO.marker}-节点`),
      tenantId: DEMO.tenant3,
      appId: DEMO.appid3,
      botId: 'bot-t3',
    }),
  ]);
  for (const tenant of [DEMO.tenant1, DEMO.tenant3]) await rebuildRollups(s.db, tenant, addDays(FIRST, -1), TODAY);
  tk = { tenant: s.token, tenant3: (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization };
  const masked = await userWithout(s.db, ['aicall.outboundRecord.full-phone-button']);
  tk.masked = (await tokenFor(s.app, masked.username, masked.password)).authorization;
}, 60_000);

const ok = <T>(r: { body: { code: string; data: T } }) => {
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const stat = async (q: Q = {}, token = tk.tenant) =>
  ok(await get<Stat>(nodeHangUpStatEndpoint.path, { ...RANGE, ...q }, token));
const pick = (rows: Row[]) => rows.map((r) => [r.nodeId, r.nodeName, r.user, r.system, r.total]);

describe('today', () => {
  it("counts today's calls hung up by the callee against yesterday, by the tenant's calendar", async () => {
    const d = ok(await get<Record<string, unknown>>(todayUserHangUpEndpoint.path, { botId: bot }));
    expect(d).toEqual({
      timeZone: TZ,
      day: TODAY,
      prevDay: YESTERDAY,
      hangups: { value: 2, previous: 1, change: 1 },
      calls: { value: 4, previous: 2, change: 1 },
      share: { value: 0.5, previous: 0.5, change: 0 },
    });
  });

  it('counts the system side, and keeps to a task, a direction and a version', async () => {
    const sys = ok(await get<{ hangups: unknown }>(todaySysHangUpEndpoint.path, { botId: bot }));
    expect(sys.hangups).toEqual({ value: 1, previous: 1, change: 0 });
    const inbound = ok(await get<{ hangups: unknown }>(todayUserHangUpEndpoint.path, { botId: bot, direction: 0 }));
    expect(inbound.hangups).toEqual({ value: 0, previous: 0, change: null });
    const v2 = ok(await get<{ hangups: unknown }>(todaySysHangUpEndpoint.path, { botId: bot, botVersion: 2 }));
    expect(v2.hangups).toEqual({ value: 0, previous: 0, change: null });
  });

  it('refuses an unknown bot, another tenant’s bot and a bad direction', async () => {
    expect((await get(todayUserHangUpEndpoint.path, { botId: 'bot-none' })).body.code).toBe('150102');
    expect((await get(todaySysHangUpEndpoint.path, { botId: bot }, tk.tenant3)).body.code).toBe('150102');
    const bad = await get(todayUserHangUpEndpoint.path, { direction: 3 });
    expect([bad.status, bad.body.code]).toEqual([400, '100001']);
  });
});

describe('nodeHangUpStat', () => {
  it('counts each node’s hang-ups by side over the month, with its share of all node hang-ups', async () => {
    const d = await stat({ botId: bot });
    expect(d.range).toMatchObject({ timeZone: TZ, startDay: FIRST, endDay: LAST });
    expect(d.totals).toEqual({ user: 6, system: 3, total: 9 });
    expect(pick(d.rows)).toEqual([
      ['greet', 'greet', 2, 1, 3],
      ['no', 'no', 2, 0, 2],
      ['sms', 'sms', 2, 0, 2],
      ['quiet', '静默挂断v2', 0, 2, 2],
    ]);
    expect(d.rows.map((r) => r.rate)).toEqual([3 / 9, 2 / 9, 2 / 9, 2 / 9]);
    expect(d.rows.every((r) => r.botId === bot)).toBe(true);
  });

  it('sorts by the asked figure both ways, ties by node name', async () => {
    const order = async (q: Q) => (await stat({ botId: bot, ...q })).rows.map((r) => r.nodeId).join(' ');
    expect(await order({ sort: 'ASC' })).toBe('no sms quiet greet');
    expect(await order({ sortField: 'system' })).toBe('quiet greet no sms');
    expect(await order({ sortField: 'user', sort: 'ASC' })).toBe('quiet greet no sms');
    expect(await order({ sortField: 'rate' })).toBe('greet no sms quiet');
  });

  it('keeps to a task, a version and a direction; without a bot every bot of the app counts', async () => {
    expect(pick((await stat({ botId: bot, taskId: 'task-x' })).rows)).toEqual([['no', 'no', 1, 0, 1]]);
    expect(pick((await stat({ botId: bot, botVersion: 2 })).rows)).toEqual([['quiet', '静默挂断v2', 0, 1, 1]]);
    expect(pick((await stat({ botId: bot, direction: 0 })).rows)).toEqual([['greet', 'greet', 1, 0, 1]]);
    // no demo call lies in the month: the app's figures are the test bot's
    expect((await stat()).totals).toEqual({ user: 6, system: 3, total: 9 });
  });

  it('refuses bad ranges, a month crossed, bad sorts and unknown bots', async () => {
    const code = async (q: Q) => (await get(nodeHangUpStatEndpoint.path, q)).body.code;
    expect(await code({ startDay: FIRST })).toBe('150060');
    expect(await code({ startDay: `${M}-32`, endDay: LAST })).toBe('150100');
    expect(await code({ startDay: 'yesterday', endDay: LAST })).toBe('150100');
    expect(await code({ startDay: FIRST, endDay: `${NEXT}-01` })).toBe('150101');
    expect(await code({ startDay: LAST, endDay: FIRST })).toBe('150062');
    expect(await code({ startDay: addDays(TODAY, 1), endDay: addDays(TODAY, 1) })).toBe('150061');
    expect(await code({ ...RANGE, botId: 'bot-none' })).toBe('150102');
    for (const bad of [{ sort: 'UP' }, { sortField: 'name' }, { direction: 2 }]) {
      const r = await get(nodeHangUpStatEndpoint.path, { ...RANGE, ...bad });
      expect([r.status, r.body.code], JSON.stringify(bad)).toEqual([400, '100001']);
    }
  });
});

describe('drill-down', () => {
  const recordsTotal = async (q: Q, token = tk.tenant) =>
    ok(
      await get<{ total: number }>(
        outboundRecordApi.list.path,
        { ...zonedDayRange(FIRST, LAST, TZ), pageSize: 5, ...q },
        token,
      ),
    ).total;
  const nodeList = async (q: Q, token = tk.tenant) =>
    ok(
      await get<{ total: number; list: { id: string; phone: string }[] }>(
        nodeHangUpListEndpoint.path,
        { ...RANGE, pageSize: 50, ...q },
        token,
      ),
    );

  it('a node’s figures equal the calls its list and the records list open', async () => {
    const { rows } = await stat({ botId: bot });
    for (const r of rows) {
      const k = { botId: bot, nodeId: r.nodeId };
      expect({ k, n: (await nodeList(k)).total }).toEqual({ k, n: r.total });
      for (const side of ['user', 'system'] as const) {
        const d = { botId: bot, hangupNodeId: r.nodeId, hangupBy: side };
        expect({ d, n: (await nodeList({ ...k, hangupBy: side })).total }).toEqual({ d, n: r[side] });
        expect({ d, n: await recordsTotal(d) }).toEqual({ d, n: r[side] });
      }
    }
    // a call at the node whose side is unknown is not a hang-up the board counts
    expect((await nodeList({ botId: bot, nodeId: 'no' })).list.map((x) => x.id).sort()).toEqual(['n4', 'n9']);
  });

  it('masks numbers as the records list does for a user without the full-number button', async () => {
    const full = await nodeList({ botId: bot, nodeId: 'greet' });
    const masked = await nodeList({ botId: bot, nodeId: 'greet' }, tk.masked);
    expect(full.list.map((x) => x.phone)).toEqual(['13912345678', '13912345678', '13912345678']);
    expect(masked.list.map((x) => x.phone)).toEqual(['139****5678', '139****5678', '139****5678']);
  });

  it('refuses a list without a node, across months, or of an unknown bot', async () => {
    const r = await get(nodeHangUpListEndpoint.path, RANGE);
    expect([r.status, r.body.code]).toEqual([400, '100001']);
    expect(
      (await get(nodeHangUpListEndpoint.path, { nodeId: 'greet', startDay: FIRST, endDay: `${NEXT}-01` })).body.code,
    ).toBe('150101');
    expect((await get(nodeHangUpListEndpoint.path, { ...RANGE, nodeId: 'greet', botId: 'bot-none' })).body.code).toBe(
      '150102',
    );
  });
});

describe('getNodeNameList', () => {
  it('lists the nodes of the latest published version, or of the asked one', async () => {
    const latest = ok(
      await get<{ version: number; nodes: { id: string; name: string }[] }>(getNodeNameListEndpoint.path, {
        botId: bot,
      }),
    );
    expect(latest.version).toBe(2);
    expect(latest.nodes.map((n) => `${n.id}:${n.name}`).join(' ')).toBe(
      'greet:greet sms:sms yes:yes no:no quiet:静默挂断v2 extra:新增节点',
    );
    const v1 = ok(
      await get<{ version: number; nodes: { id: string }[] }>(getNodeNameListEndpoint.path, { botId: bot, version: 1 }),
    );
    expect([v1.version, v1.nodes.length]).toEqual([1, 5]);
  });

  it('refuses an unknown bot, another tenant’s bot and a version never published', async () => {
    expect((await get(getNodeNameListEndpoint.path, { botId: 'bot-none' })).body.code).toBe('150102');
    expect((await get(getNodeNameListEndpoint.path, { botId: bot }, tk.tenant3)).body.code).toBe('150102');
    expect((await get(getNodeNameListEndpoint.path, { botId: bot, version: 9 })).body.code).toBe('150109');
    const r = await get(getNodeNameListEndpoint.path, {});
    expect([r.status, r.body.code]).toEqual([400, '100001']);
  });
});

describe('tenant isolation', () => {
  it('another tenant sees its own nodes only, and the demo tenant none of theirs', async () => {
    const mine = await stat({}, tk.tenant3);
    expect(pick(mine.rows)).toEqual([['greet', `${DEMO.marker}-节点`, 1, 0, 1]]);
    expect(JSON.stringify(await stat())).not.toContain(DEMO.marker);
    expect((await get(nodeHangUpListEndpoint.path, { ...RANGE, nodeId: 'greet' }, tk.tenant3)).body.data).toMatchObject(
      {
        total: 1,
        list: [{ id: 'o1' }],
      },
    );
  });
});

describe('export', () => {
  it('writes the node table as the board shows it', async () => {
    const res = await s.app.inject({
      url: `${exportHangUps.path}?${qs({ ...RANGE, botId: bot })}`,
      headers: { authorization: tk.tenant, 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows: string[][] = [];
    for await (const r of sheetRows(bufferSource(res.rawPayload))) rows.push(r.cells);
    const { rows: table } = await stat({ botId: bot });
    expect(rows[0]).toEqual(['挂断节点', '节点ID', '机器人', '用户挂断', '系统挂断', '挂断总数', '挂断占比']);
    expect(rows.slice(1)).toEqual(
      table.map((r) => [
        r.nodeName,
        r.nodeId,
        expect.stringMatching(/^测试机器人-/),
        String(r.user),
        String(r.system),
        String(r.total),
        `${(r.rate * 100).toFixed(1)}%`,
      ]),
    );
  });

  it('answers a bad query as JSON', async () => {
    const r = await get(exportHangUps.path, { startDay: FIRST, endDay: `${NEXT}-01` });
    expect(r.body.code).toBe('150101');
  });
});

describe('a call and the board', () => {
  it('the record shows the node the board counts the call under, also when the node has no name', async () => {
    // A flow as the editor saves it: nodes without names. A call is played on the simulated line
    // and written by the dialer's finish, which also counts it in the rollups.
    const f = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1);
    const flow = testFlow();
    flow.nodes = flow.nodes.map((n) => ({ ...n, name: '' }));
    await s.db.update(botVersions).set({ flow }).where(eq(botVersions.botId, f.botId));
    const profile = { answerRate: 1, causeWeights: {}, unrecognisedRate: 0, silenceRate: 0, roundMs: 0 };
    const outcome = simulateCall({ flow, profile, random: seededRandom(7), direction: 1 });
    expect(outcome.hangupNodeId).toBeTruthy();
    const { recordId } = await finishCall(s.db, {
      tenantId: DEMO.tenant1,
      appId: DEMO.appid1,
      direction: 1,
      taskId: null,
      customerId: null,
      phone: '13912340000',
      lineId: f.lineIds[0],
      lineNumber: '01055550000',
      botId: f.botId,
      botVersion: 1,
      startedAt: Date.now(),
      outcome,
    });
    const range = { startDay: `${TODAY.slice(0, 7)}-01`, endDay: TODAY };
    const { rows } = await stat({ ...range, botId: f.botId });
    expect(rows).toHaveLength(1);
    const detail = ok(
      await get<{ hangupNodeId: string; hangupNodeName: string | null }>(getRecordDetail.path, {
        id: recordId,
      }),
    );
    expect({ id: detail.hangupNodeId, name: detail.hangupNodeName }).toEqual({
      id: rows[0].nodeId,
      name: rows[0].nodeName,
    });
    // The node's calls on the board and in the records list name it alike.
    const listed = ok(
      await get<{ list: { id: string; hangupNodeName: string | null }[] }>(nodeHangUpListEndpoint.path, {
        ...range,
        botId: f.botId,
        nodeId: rows[0].nodeId,
      }),
    );
    expect(listed.list.map((x) => [x.id, x.hangupNodeName])).toEqual([[recordId, rows[0].nodeName]]);
  });
});

import {
  countIntentions,
  getRecordDetail,
  inboundRecordApi,
  intentionDetailApi,
  outboundRecordApi,
} from '@zhiyu/contract/modules/aicall/record';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingNote } from '../../../src/modules/aicall/record/repo.ts';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import { canSynthesise } from '../../../src/modules/aicall/recording/synthesise.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { readXlsx } from '../../fixtures/xlsx.ts';
import type { Api } from '../../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { HOUR, insertRecords, qs, rec } from '../../helpers/record.ts';
import { userWithout } from '../../helpers/walk.ts';

interface Row {
  id: string;
  direction: number;
  phone: string;
  intentionLevel: string | null;
  durationSec: number;
  causeSide: string;
  taskName: string;
}

let t: TestApp;
let tk: Record<string, string>;
const now = Date.now();
const from = now - 60 * 24 * HOUR;
const to = now - 20 * 24 * HOUR;
const window = { from, to, pageSize: 100 };

beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  const turns = [
    { role: 'bot' as const, text: '您好', atMs: 0, nodeId: 'greet' },
    { role: 'user' as const, text: '可以，加微信', atMs: 3000, intent: '有意向', score: 0.91 },
  ];
  const d = (h: number) => h * 24;
  await insertRecords(t.db, [
    rec('r1', now, d(21), {
      phone: '13800001111',
      taskId: 'rt-task-1',
      botId: 'rt-bot-1',
      durationSec: 120,
      rounds: 5,
      intentionLevel: 'A',
      tags: ['高意向', '老客户'],
      transcript: turns,
      intents: ['有意向'],
      causeType: 200,
      hangupNodeId: 'greet',
      hangupNodeName: '开场问候',
      hangupBy: 'user',
    }),
    rec('r2', now, d(22), { phone: '13800002222', taskId: 'rt-task-2', causeCode: 775, intentionLevel: 'F' }),
    rec('r3', now, d(23), { phone: '075512345678', taskId: 'rt-task-1', causeCode: 486 }),
    rec('r4', now, d(24), { direction: 0, phone: '13800004444', durationSec: 60, rounds: 3, intentionLevel: 'B' }),
    rec('r5', now, d(25), { phone: '13700001111', durationSec: 300, rounds: 9, intentionLevel: 'B', tags: ['老客户'] }),
    rec('rt-other', now, d(21), { tenantId: DEMO.tenant3, appId: DEMO.appid3, phone: '13800001111' }),
  ]);
  tk = {};
  for (const u of ['tenant', 'tenant3']) tk[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
  const limited = async (codes: string[]) => {
    const u = await userWithout(t.db, codes);
    return (await tokenFor(t.app, u.username, u.password)).authorization;
  };
  tk.masked = await limited(['aicall.outboundRecord.full-phone-button', 'aicall.inboundRecord.full-phone-button']);
  tk.noOutFull = await limited(['aicall.outboundRecord.full-phone-button']);
  tk.noOutList = await limited([
    'aicall.outboundRecord.list',
    'aicall.outboundRecord.detail',
    'aicall.intentionDetail.list',
  ]);
});
afterAll(() => t.close());

type Q = Record<string, string | number | undefined>;
const get = <T>(endpoint: Api, q: Q, token = tk.tenant, lang = 'zh-CN') =>
  call<T>(t.app, { url: `${endpoint.path}?${qs(q)}`, token, headers: { 'accept-language': lang } });
const list = (screen: Screen, q: Q = {}, token = tk.tenant) =>
  get<{ list: Row[]; total: number }>(screen.list, { ...window, ...q }, token);
const ids = async (screen: Screen, q: Q = {}, token = tk.tenant) => {
  const r = await list(screen, q, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.list.map((x) => x.id);
};
/** The list and export endpoints of a records screen. */
type Screen = typeof outboundRecordApi;
const OUT = outboundRecordApi;
const IN = inboundRecordApi;
const DETAIL = intentionDetailApi;

describe('record lists', () => {
  it('splits outbound and inbound, newest first; intention details hold both', async () => {
    expect(await ids(OUT)).toEqual(['r1', 'r2', 'r3', 'r5']);
    expect(await ids(IN)).toEqual(['r4']);
    expect(await ids(DETAIL)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(await ids(DETAIL, { direction: 0 })).toEqual(['r4']);
  });

  it.each([
    [{ taskId: 'rt-task-1' }, ['r1', 'r3']],
    [{ botId: 'rt-bot-1' }, ['r1']],
    [{ resultClass: 'success' }, ['r1', 'r5']],
    [{ resultClass: 'busy' }, ['r3']],
    [{ intentionLevel: 'B' }, ['r5']],
    [{ intentionLevel: '-' }, ['r3']],
    [{ durationMin: 100, durationMax: 200 }, ['r1']],
    [{ durationMin: 100 }, ['r1', 'r5']],
    [{ roundsMin: 4, roundsMax: 6 }, ['r1']],
    [{ roundsMax: 0 }, ['r2', 'r3']],
    [{ tags: '高意向' }, ['r1']],
    [{ tags: '老客户，不存在' }, ['r1', 'r5']],
    [{ phone: '1111' }, ['r1', 'r5']],
    [{ phone: '13800001111' }, ['r1']],
    [{ phone: '138-0000 1111' }, ['r1']],
    [{ phone: '5678' }, ['r3']],
    [{ from: now - 21.5 * 24 * HOUR }, ['r1']],
  ])('outbound filter %j', async (q, want) => {
    expect(await ids(OUT, q)).toEqual(want);
  });

  it('sorts by duration and rounds both ways', async () => {
    const asc = (await list(OUT, { sortField: 'durationSec', sortOrder: 'ASC' })).body.data.list.map(
      (x) => x.durationSec,
    );
    expect(asc).toEqual([0, 0, 120, 300]);
    expect(await ids(OUT, { sortField: 'rounds', sortOrder: 'DESC' })).toEqual(['r5', 'r1', 'r3', 'r2']);
  });

  it('refuses a range without both ends, starting after today or after its end, with the spec message', async () => {
    const msg = await expectRefused(t.db, () => get(OUT.list, { to }), '150060');
    expect(msg).toBe('时间不能为空');
    const en = await expectRefused(t.db, () => get(OUT.list, { from }, tk.tenant, 'en-US'), '150060');
    expect(en).toBe('time is required');
    await expectRefused(t.db, () => get(IN.list, { from: now + 2 * 24 * HOUR, to: now + 3 * 24 * HOUR }), '150061');
    await expectRefused(t.db, () => get(DETAIL.list, { from: to, to: from }), '150062');
    await expectRefused(t.db, () => get(OUT.list, { ...window, durationMin: 9, durationMax: 1 }), '150064');
    await expectRefused(t.db, () => get(OUT.list, { ...window, roundsMin: 9, roundsMax: 1 }), '150064');
    await expectRefused(t.db, () => get(OUT.list, { ...window, phone: '12' }), '100001');
    await expectRefused(t.db, () => get(OUT.list, { ...window, resultClass: 'great' }), '100001');
    await expectRefused(t.db, () => get(OUT.list, { ...window, sortField: 'phone' }), '100001');
  });

  it('masks numbers unless the caller holds the direction’s full-phone button', async () => {
    const phones = async (screen: Screen, token: string) =>
      Object.fromEntries((await list(screen, {}, token)).body.data.list.map((x) => [x.id, x.phone]));
    expect((await phones(OUT, tk.tenant)).r1).toBe('13800001111');
    expect(await phones(OUT, tk.masked)).toEqual({
      r1: '138****1111',
      r2: '138****2222',
      r3: '075*****5678',
      r5: '137****1111',
    });
    const mixed = await phones(DETAIL, tk.noOutFull);
    expect(mixed.r1).toBe('138****1111');
    expect(mixed.r4).toBe('13800004444');
  });

  it("never shows another tenant's records", async () => {
    expect(await ids(OUT, {}, tk.tenant3)).toEqual(['rt-other']);
    expect(await ids(OUT)).not.toContain('rt-other');
  });

  it('answers 100403 to a user without the list code', async () => {
    expect((await list(OUT, {}, tk.noOutList)).body.code).toBe('100403');
    expect((await list(DETAIL, {}, tk.noOutList)).body.code).toBe('100403');
    expect(await ids(IN, {}, tk.noOutList)).toEqual(['r4']);
  });
});

describe('record detail', () => {
  const detail = (id: string, token = tk.tenant) => get<Record<string, unknown>>(getRecordDetail, { id }, token);

  it('holds the conversation, intents, hang-up node and side, level', async () => {
    const r = await detail('r1');
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({
      id: 'r1',
      direction: 1,
      phone: '13800001111',
      intentionLevel: 'A',
      causeCode: 0,
      resultClass: 'success',
      causeSide: 'user',
      hangupNodeName: '开场问候',
      intents: ['有意向'],
      recordingUrl: null,
      hasRecording: false,
    });
    expect((r.body.data.transcript as { text: string }[]).map((x) => x.text)).toEqual(['您好', '可以，加微信']);
    expect((await detail('r1', tk.masked)).body.data.phone).toBe('138****1111');
  });

  it('says why a call has no recording: not answered, or answered and not produced here', async () => {
    const at = Date.now() - HOUR;
    await insertRecords(t.db, [
      rec('rn-answered', at, 0, { answeredAt: new Date(at), durationSec: 30 }),
      rec('rn-missed', at, 0, { causeCode: 775 }),
      rec('rn-recorded', at, 0, { answeredAt: new Date(at), durationSec: 30, recordingFileId: 'file-x' }),
    ]);
    const made = t.app.ctx.config.CALL_RECORDINGS !== 'off' && canSynthesise();
    const note = async (id: string) => {
      const d = (await detail(id)).body.data;
      return [d.recordingUrl === null, d.recordingNote];
    };
    expect(await note('rn-missed')).toEqual([true, 'notAnswered']);
    expect(await note('rn-answered')).toEqual([true, made ? 'notProduced' : 'off']);
    expect(await note('rn-recorded')).toEqual([false, null]);
    // Whatever this machine has: a server that makes no recordings says so.
    expect(recordingNote({ recordingFileId: null, answeredAt: new Date(at) }, false)).toBe('off');
    expect(recordingNote({ recordingFileId: null, answeredAt: null }, false)).toBe('notAnswered');
    // These hand-made rows are not demo calls: the checks of the demo calls below must not meet them.
    await t.db.delete(callRecords).where(inArray(callRecords.id, ['rn-answered', 'rn-missed', 'rn-recorded']));
  });

  it("another tenant's record is not found; a direction the caller may not read is 100403", async () => {
    await expectRefused(t.db, () => detail('r1', tk.tenant3), '100002');
    await expectRefused(t.db, () => detail('nope'), '100002');
    await expectRefused(t.db, () => detail('r1', tk.noOutList), '100403');
    expect((await detail('r4', tk.noOutList)).body.code).toBe('000000');
  });
});

describe('intention detail counts', () => {
  it('counts the calls of each level over the period, ignoring the level filter', async () => {
    const r = await get<{ total: number; levels: { level: string | null; count: number }[] }>(countIntentions, {
      from,
      to,
      intentionLevel: 'A',
    });
    expect(r.body.data).toEqual({
      total: 5,
      levels: [
        { level: 'A', count: 1 },
        { level: 'B', count: 2 },
        { level: 'F', count: 1 },
        { level: null, count: 1 },
      ],
    });
    await expectRefused(t.db, () => get(countIntentions, { from }), '150060');
  });
});

describe('record export', () => {
  async function exported(screen: Screen, filter: Record<string, unknown>, token = tk.tenant) {
    const r = await call<{ jobId: string }>(t.app, {
      method: 'POST',
      url: screen.export.path,
      token,
      payload: { filter },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    for (let i = 0; i < 200; i++) {
      const s = await get<{ status: boolean; files: { url: string }[] }>(
        screen.exportStatus,
        { jobId: r.body.data.jobId },
        token,
      );
      if (s.body.data.status) {
        const res = await t.app.inject({ url: s.body.data.files[0].url, headers: { authorization: token } });
        return readXlsx(res.rawPayload);
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('export did not finish');
  }

  it('writes the filtered records, oldest first, masked per permission', async () => {
    const rows = await exported(OUT, { from, to, resultClass: 'success' });
    expect(rows[0]).toContain('号码');
    expect(rows.slice(1).map((r) => r[2])).toEqual(['13700001111', '13800001111']);
    expect(rows[2][7]).toBe('成功');
    expect(rows[2][12]).toBe('A');
    const masked = await exported(OUT, { from, to, resultClass: 'success' }, tk.masked);
    expect(masked.slice(1).map((r) => r[2])).toEqual(['137****1111', '138****1111']);
    const inbound = await exported(IN, { from, to });
    expect(inbound.slice(1).map((r) => r[1])).toEqual(['呼入']);
  });

  it('refuses an export without a range, and a job of another screen or tenant', async () => {
    await expectRefused(
      t.db,
      () => call(t.app, { method: 'POST', url: OUT.export.path, token: tk.tenant, payload: { filter: {} } }),
      '150060',
    );
    const r = await call<{ jobId: string }>(t.app, {
      method: 'POST',
      url: OUT.export.path,
      token: tk.tenant,
      payload: { filter: { from, to } },
    });
    expect((await get(IN.exportStatus, { jobId: r.body.data.jobId })).body.code).toBe('100002');
    expect((await get(OUT.exportStatus, { jobId: r.body.data.jobId }, tk.tenant3)).body.code).toBe('100002');
  });
});

describe('demo calls', () => {
  it('answered demo calls of the first tenant carry a conversation and the level it grades to', async () => {
    const r = await list(OUT, { from: now - 15 * 24 * HOUR, to: now + HOUR, resultClass: 'success' });
    const answered = r.body.data.list.filter((x) => x.durationSec > 0);
    expect(answered.length).toBeGreaterThan(0);
    for (const x of answered) expect(['A', 'B', 'C', 'D', 'E', 'F']).toContain(x.intentionLevel);
    const d = await get<{ transcript: unknown[] }>(getRecordDetail, { id: answered[0].id });
    expect(d.body.data.transcript.length).toBeGreaterThan(2);
  });
});

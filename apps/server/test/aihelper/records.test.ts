/**
 * Conversation records (issue 20 §3 aihelper-records): the tenant's finished conversations in the
 * requirements §5 range, each filter, the numbers masked, the counts of what the desk showed; one
 * record whole; the export workbook; a live conversation and another tenant's never shown.
 */

import { type AccessChannelRow, createAccessChannel } from '@zhiyu/contract/modules/aihelper/channel';
import { type CustomFieldRow, createCustomField } from '@zhiyu/contract/modules/aihelper/field';
import { createQcRule } from '@zhiyu/contract/modules/aihelper/qc';
import {
  type AhRecordDetail,
  type AhRecordRow,
  ahRecordOptions,
  downloadAhRecordsExport,
  exportAhRecords,
  exportAhRecordsStatus,
  getAhRecord,
  listAhRecords,
} from '@zhiyu/contract/modules/aihelper/records';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ahConversations } from '../../src/modules/aihelper/ingest/table.ts';
import { readXlsx } from '../fixtures/xlsx.ts';
import { ingestAs, line } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
let channel: AccessChannelRow & { key: string };
let phone: CustomFieldRow;
let token3 = '';
const stamp = Date.now();
const ids = { alert: `rec-a-${stamp}`, quiet: `rec-b-${stamp}`, live: `rec-c-${stamp}` };
const from = stamp - 60_000;
const to = () => Date.now() + 1000;
const send = ingestAs(
  () => s.app,
  () => channel,
);
type Page = { list: AhRecordRow[]; total: number };
const list = (query: Record<string, unknown>, token = s.token) =>
  callApi<Page>(s.app, listAhRecords, { token, query: { pageNum: 1, pageSize: 100, ...query } });
const mine = (p: Page) => p.list.filter((r) => r.callId.endsWith(String(stamp))).map((r) => r.callId);

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  const post = async <T>(endpoint: Parameters<typeof callApi>[1], body: unknown) => {
    const r = await callApi<T>(s.app, endpoint, { token: s.token, body });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    return r.body.data;
  };
  channel = await post(createAccessChannel, { name: `记录渠道-${stamp}`, kind: 'cti' });
  phone = await post(createCustomField, { name: `记录电话-${stamp}`, type: 'phone', extraction: 'phone' });
  await post(createQcRule, { name: `记录禁用语-${stamp}`, kind: 'forbidden', words: ['不归我管'] });
  const start = (callId: string, agent: string, customerNumber: string, skillGroup: string, ago: number) => ({
    type: 'start',
    callId,
    seq: 1,
    agent,
    direction: 'in',
    customerNumber,
    skillGroup,
    at: stamp - ago,
  });
  const r = await send([
    start(ids.alert, 'tenant', '13912345678', '信用卡', 30_000),
    line(ids.alert, 2, 'customer', '我的电话是13912345678'),
    line(ids.alert, 3, 'agent', '这个不归我管'),
    { type: 'end', callId: ids.alert, seq: 4 },
    start(ids.quiet, 'agent', '13800001234', '宽带', 20_000),
    line(ids.quiet, 2, 'customer', '宽带断了'),
    { type: 'end', callId: ids.quiet, seq: 3 },
    start(ids.live, 'tenant', '13700005555', '宽带', 10_000),
    line(ids.live, 2, 'customer', '你好'),
  ]);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
});

describe('conversation records', () => {
  it('needs the whole range, in order and not after today, and reads nothing otherwise', async () => {
    expect((await list({})).body.code).toBe('190022');
    expect((await list({ from })).body.code).toBe('190022');
    expect((await list({ from, to: from - 1000 })).body.code).toBe('190024');
    expect((await list({ from: Date.now() + 86_400_000, to: Date.now() + 2 * 86_400_000 })).body.code).toBe('190023');
    expect((await list({ from, to: to(), customerNumber: 'abc' })).body.code).not.toBe('000000');
  });

  it('lists the finished conversations newest first, masked, with what the desk showed', async () => {
    const r = await list({ from, to: to() });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    // The live one is not a record yet.
    expect(mine(r.body.data)).toEqual([ids.quiet, ids.alert]);
    const a = r.body.data.list.find((x) => x.callId === ids.alert) as AhRecordRow;
    expect(a).toMatchObject({
      agent: 'tenant',
      skillGroup: '信用卡',
      customerNumber: '139****5678',
      channelName: `记录渠道-${stamp}`,
      direction: 'in',
      lines: 2,
      alerts: 1,
      fieldsFilled: 1,
      fieldsConfirmed: 0,
    });
    expect(JSON.stringify(r.body)).not.toContain('13912345678');
    const b = r.body.data.list.find((x) => x.callId === ids.quiet) as AhRecordRow;
    expect(b).toMatchObject({ agent: 'agent', customerNumber: '138****1234', alerts: 0, lines: 1 });
  });

  it('filters by alert, agent, skill group, channel and the end of the number', async () => {
    const by = async (q: Record<string, unknown>) => mine((await list({ from, to: to(), ...q })).body.data);
    expect(await by({ hasAlert: 1 })).toEqual([ids.alert]);
    expect(await by({ hasAlert: 0 })).toEqual([ids.quiet]);
    expect(await by({ agent: 'agent' })).toEqual([ids.quiet]);
    expect(await by({ skillGroup: '信用卡' })).toEqual([ids.alert]);
    expect(await by({ channelId: channel.id })).toEqual([ids.quiet, ids.alert]);
    expect(await by({ channelId: 'ch-none' })).toEqual([]);
    expect(await by({ customerNumber: '1234' })).toEqual([ids.quiet]);
    expect(await by({ customerNumber: '13912345678' })).toEqual([ids.alert]);
    // A LIKE wildcard typed is a character, not "anything".
    expect((await list({ from, to: to(), customerNumber: '%' })).body.code).not.toBe('000000');
  });

  it('opens one record whole: transcript, alert, the form by field name; a live one as it stands', async () => {
    const page = (await list({ from, to: to() })).body.data;
    const id = page.list.find((x) => x.callId === ids.alert)?.id as string;
    const r = await callApi<AhRecordDetail>(s.app, getAhRecord, { token: s.token, query: { id } });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const d = r.body.data;
    expect(d.customerNumber).toBe('139****5678');
    expect(d.transcript.map((l) => l.text)).toEqual(['我的电话是13912345678', '这个不归我管']);
    expect(d.alerts.map((a) => a.ruleName)).toEqual([`记录禁用语-${stamp}`]);
    expect(d.fills).toEqual([expect.objectContaining({ fieldId: phone.id, value: '13912345678' })]);
    expect(d.fieldNames).toEqual({ [phone.id]: `记录电话-${stamp}` });
    expect(d.row.alerts).toBe(1);
    const none = await callApi(s.app, getAhRecord, { token: s.token, query: { id: `${channel.id}-none` } });
    expect(none.body.code).toBe('190025');
    // A supervisor alert opens a call still going on: not in the list, but readable by its id.
    const [liveRow] = await s.db
      .select({ id: ahConversations.id })
      .from(ahConversations)
      .where(eq(ahConversations.callId, ids.live));
    const live = await callApi<AhRecordDetail>(s.app, getAhRecord, { token: s.token, query: { id: liveRow.id } });
    expect(live.body.data).toMatchObject({ state: 'live', endedAt: null });
    expect(live.body.data.transcript.map((l) => l.text)).toEqual(['你好']);
  });

  it('keeps each tenant to its own records and options', async () => {
    const page = (await list({ from, to: to() })).body.data;
    const id = page.list.find((x) => x.callId === ids.alert)?.id as string;
    expect(mine((await list({ from, to: to() }, token3)).body.data)).toEqual([]);
    const other = await callApi(s.app, getAhRecord, { token: token3, query: { id } });
    expect(other.body.code).toBe('190025');
    const opts = await callApi<{ channels: { id: string }[]; agents: string[]; skillGroups: string[] }>(
      s.app,
      ahRecordOptions,
      { token: s.token },
    );
    expect(opts.body.data.channels.map((c) => c.id)).toContain(channel.id);
    expect(opts.body.data.agents).toEqual(expect.arrayContaining(['agent', 'tenant']));
    expect(opts.body.data.skillGroups).toEqual(expect.arrayContaining(['信用卡', '宽带']));
    const theirs = await callApi<{ channels: { id: string }[] }>(s.app, ahRecordOptions, { token: token3 });
    expect(theirs.body.data.channels.map((c) => c.id)).not.toContain(channel.id);
  });

  it('exports the filtered records as a workbook, numbers masked', async () => {
    const r = await callApi<{ jobId: string }>(s.app, exportAhRecords, {
      token: s.token,
      body: { filter: { from, to: to(), channelId: channel.id } },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    let url = '';
    for (let i = 0; i < 400 && !url; i++) {
      const st = await callApi<{ status: boolean; files: { url: string }[] }>(s.app, exportAhRecordsStatus, {
        token: s.token,
        query: { jobId: r.body.data.jobId },
      });
      if (st.body.data.status) url = st.body.data.files[0].url;
      else await new Promise((res) => setTimeout(res, 50));
    }
    expect(url).toContain(downloadAhRecordsExport.path);
    const res = await s.app.inject({ url, headers: { authorization: s.token } });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      '开始时间',
      '时长（秒）',
      '坐席',
      '技能组',
      '接入渠道',
      '客户号码',
      '方向',
      '对话句数',
      '质检告警',
      '推荐话术',
      '采纳话术',
      '已填字段',
      '触发器',
      '标签',
    ]);
    expect(rows.slice(1).map((row) => row[5])).toEqual(['138****1234', '139****5678']);
    expect(rows[2].slice(2, 9)).toEqual(['tenant', '信用卡', `记录渠道-${stamp}`, '139****5678', '呼入', 2, 1]);
  });
});

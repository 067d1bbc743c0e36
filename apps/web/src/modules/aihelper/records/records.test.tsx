import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import {
  type AhRecordDetail,
  type AhRecordRow,
  ahRecordOptions,
  getAhRecord,
  listAhRecords,
} from '@zhiyu/contract/modules/aihelper/records';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { choose, drawAt, grantButtons, headers, pageOf, rowOf } from '../../../test/page-kit.tsx';
import AhRecordsPage from './records.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const STARTED = Date.UTC(2026, 10, 28, 2, 0, 0);
const ROW: AhRecordRow = {
  id: 'conv-1',
  channelId: 'ch-1',
  channelName: '呼叫中心',
  callId: 'call-1',
  agent: 'agent01',
  skillGroup: '信用卡',
  customerNumber: '139****5678',
  direction: 'in',
  startedAt: STARTED,
  endedAt: STARTED + 95_000,
  durationSec: 95,
  lines: 2,
  alerts: 1,
  scriptsShown: 2,
  scriptsUsed: 1,
  fieldsFilled: 1,
  fieldsConfirmed: 1,
  triggers: 1,
  tags: ['投诉', '加急', '回访'],
};
const QUIET: AhRecordRow = {
  ...ROW,
  id: 'conv-2',
  callId: 'call-2',
  agent: 'agent02',
  alerts: 0,
  tags: [],
  channelName: '',
};
const CONV: AgentConversation = {
  id: 'conv-1',
  channelId: 'ch-1',
  callId: 'call-1',
  customerNumber: '139****5678',
  direction: 'in',
  skillGroup: '信用卡',
  state: 'ended',
  startedAt: STARTED,
  endedAt: STARTED + 95_000,
  transcript: [
    { utteranceId: 'u1', speaker: 'customer', text: '我的电话是13912345678', startMs: 1000, endMs: 2000, final: true },
    { utteranceId: 'u2', speaker: 'agent', text: '这个不归我管', startMs: 3000, endMs: 4000, final: true },
  ],
  alerts: [
    {
      id: 'al-1',
      ruleId: 'r-1',
      ruleName: '禁用语',
      kind: 'forbidden',
      severity: 'warning',
      utteranceId: 'u2',
      atMs: 3000,
      detail: '不归我管',
    },
  ],
  fills: [{ fieldId: 'f-1', value: '13912345678', utteranceId: 'u1', confirmed: true }],
  recommendations: [
    {
      utteranceId: 'u1',
      scriptId: 's-1',
      scene: '开场',
      intent: '留电话',
      text: '好的，我记下您的电话',
      score: 0.8,
      why: '电话',
      via: 'wording',
      rank: 1,
      used: 'said',
    },
  ],
  triggers: [
    { triggerId: 't-1', name: '投诉升级', utteranceId: 'u2', atMs: 3000, actions: [{ kind: 'tag', tag: '投诉' }] },
  ],
  tags: ['投诉'],
  panels: ['recommend', 'fill', 'portrait', 'qc'],
  formFieldIds: null,
  submittedAt: null,
};
const DETAIL: AhRecordDetail = { ...CONV, row: ROW, fieldNames: { 'f-1': '联系电话' } };

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === listAhRecords) return Promise.resolve(pageOf([ROW, QUIET]));
    if (endpoint === getAhRecord) return Promise.resolve(DETAIL);
    if (endpoint === ahRecordOptions)
      return Promise.resolve({
        channels: [{ id: 'ch-1', name: '呼叫中心' }],
        agents: ['agent01'],
        skillGroups: ['信用卡'],
      });
    return Promise.reject(new Error('unexpected call'));
  });
  grantButtons('aihelper.record', ['export']);
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/aihelper-records', <AhRecordsPage />);
const lastQuery = () => {
  const calls = call.mock.calls.filter(([e]) => e === listAhRecords);
  const last = calls.at(-1)?.[1] as { query: Record<string, unknown> } | undefined;
  return last?.query ?? {};
};

describe('the conversation records page', () => {
  it('lists each record with its agent, masked number, alerts, scripts, form and tags, in the default range', async () => {
    draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining([
        '开始时间',
        '时长',
        '坐席',
        '技能组',
        '接入渠道',
        '客户号码',
        '质检告警',
        '话术采纳',
        '表单确认',
        '触发器',
        '标签',
      ]),
    );
    const row = rowOf('agent01');
    expect(within(row).getByText(dayjs(STARTED).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(within(row).getByText('139****5678')).toBeTruthy();
    expect(within(row).getByTestId('record-alerts').textContent).toBe('1');
    expect(within(row).getByText('1 / 2')).toBeTruthy();
    expect(within(row).getByTestId('duration').textContent).toBe('1分35秒');
    expect(within(row).getByText('+1')).toBeTruthy();
    expect(within(rowOf('agent02')).getByText('（渠道已删除）')).toBeTruthy();
    // The console's default range (this month to the end of today), both ends sent.
    const q = lastQuery();
    expect(q.from).toBe(dayjs().startOf('month').valueOf());
    expect(q.to).toBe(dayjs().endOf('day').valueOf());
    expect(screen.getByTestId('records-export')).toBeTruthy();
  });

  it('filters by alert and agent through the search form', async () => {
    draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    await choose('search_hasAlert', '是');
    await choose('search_agent', 'agent01');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(lastQuery()).toMatchObject({ hasAlert: 1, agent: 'agent01', pageNum: 1 }));
  });

  it('opens one record: its facts, transcript, alert, scripts, form by field name and triggers', async () => {
    draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('agent01')).getByTestId('record-open'));
    const detail = await screen.findByTestId('record-detail', {}, { timeout: 10_000 });
    expect(call).toHaveBeenCalledWith(getAhRecord, { query: { id: 'conv-1' } });
    expect(within(detail).getByTestId('record-number').textContent).toBe('139****5678');
    expect(
      within(detail)
        .getAllByTestId('transcript-line')
        .map((l) => l.dataset.speaker),
    ).toEqual(['customer', 'agent']);
    expect(detail.textContent).toContain('禁用语');
    expect(within(detail).getByTestId('record-script').textContent).toContain('坐席已说出');
    const form = within(detail).getByTestId('record-form');
    expect(form.textContent).toContain('联系电话');
    expect(form.textContent).toContain('已确认');
    expect(within(detail).getByTestId('record-trigger').textContent).toContain('投诉升级');
    expect(within(detail).getByTestId('record-trigger').textContent).toContain('会话打标签');
  });

  it('opens the conversation named in the address, live ones marked as such', async () => {
    call.mockImplementation((endpoint: unknown) => {
      if (endpoint === getAhRecord) return Promise.resolve({ ...DETAIL, state: 'live', endedAt: null });
      return Promise.resolve(pageOf([ROW]));
    });
    drawAt('/aihelper/aihelper-records?conversation=conv-live', <AhRecordsPage />);
    const detail = await screen.findByTestId('record-detail', {}, { timeout: 10_000 });
    expect(call).toHaveBeenCalledWith(getAhRecord, { query: { id: 'conv-live' } });
    expect(within(detail).getByTestId('record-live').textContent).toBe('通话中');
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['Started', 'Agent', 'Customer number', 'QC alerts', 'Scripts used']),
    );
    expect(within(rowOf('agent02')).getByText('(channel deleted)')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listQcRules } from '@zhiyu/contract/modules/aihelper/qc';
import { listQcRecords, type QcRecordRow } from '@zhiyu/contract/modules/aihelper/qc-record';
import { ahRecordOptions } from '@zhiyu/contract/modules/aihelper/records';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { choose, drawAt, grantButtons, headers, pageOf, rowOf } from '../../../test/page-kit.tsx';
import QualityRecordPage from './quality-record.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const STARTED = Date.UTC(2026, 10, 28, 2, 0, 0);
const row = (over: Partial<QcRecordRow>): QcRecordRow => ({
  ...{ id: 'conv-1', channelName: '呼叫中心', agent: 'agent01', skillGroup: '信用卡', customerNumber: '139****5678' },
  ...{ direction: 'in', startedAt: STARTED, durationSec: 95, score: 55, hits: 3, disputed: 1 },
  ...{ scoredAt: STARTED + 100_000 },
  ...over,
});
const LOW = row({});
const MID = row({ id: 'conv-2', agent: 'agent02', score: 75, hits: 1, disputed: 0, channelName: '' });
const HIGH = row({ id: 'conv-3', agent: 'agent03', score: 100, hits: 0, disputed: 0 });

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === listQcRecords) return Promise.resolve(pageOf([LOW, MID, HIGH]));
    if (endpoint === ahRecordOptions)
      return Promise.resolve({
        channels: [{ id: 'ch-1', name: '呼叫中心' }],
        agents: ['agent01'],
        skillGroups: ['信用卡'],
      });
    if (endpoint === listQcRules)
      return Promise.resolve({
        ...pageOf([
          { id: 'qc-p', name: '退款投诉' },
          { id: 'qc-f', name: '服务禁语' },
        ]),
        pageSize: 100,
      });
    return Promise.reject(new Error('unexpected call'));
  });
  grantButtons('aihelper.qcRecord', ['review', 'export']);
});
afterEach(() => changeLanguage('zh-CN'));

const draw = (path = '/aihelper/qualityRecord') => drawAt(path, <QualityRecordPage />);
const lastQuery = () => {
  const calls = call.mock.calls.filter(([e]) => e === listQcRecords);
  const last = calls.at(-1)?.[1] as { query: Record<string, unknown> } | undefined;
  return last?.query ?? {};
};
const search = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));

describe('the QC records page', () => {
  it('lists each record with its score in colour, hits and open disputes, in the default range', async () => {
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
        '质检得分',
        '命中次数',
        '待处理申诉',
        '评分时间',
        '操作',
      ]),
    );
    const low = rowOf('agent01');
    expect(within(low).getByText(dayjs(STARTED).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(within(low).getByText(dayjs(STARTED + 100_000).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(within(low).getByTestId('duration').textContent).toBe('1分35秒');
    expect(within(low).getByText('139****5678')).toBeTruthy();
    expect(within(low).getByTestId('qc-score').className).toContain('red');
    expect(within(low).getByTestId('qc-hits').textContent).toBe('3');
    expect(within(low).getByTestId('qc-disputed').textContent).toBe('1');
    expect(within(low).getByText('详情')).toBeTruthy();
    expect(within(rowOf('agent02')).getByTestId('qc-score').className).toContain('orange');
    expect(within(rowOf('agent02')).getByText('（渠道已删除）')).toBeTruthy();
    expect(within(rowOf('agent03')).getByTestId('qc-score').className).toContain('green');
    const q = lastQuery();
    expect(q.from).toBe(dayjs().startOf('month').valueOf());
    expect(q.to).toBe(dayjs().endOf('day').valueOf());
    expect(screen.getByTestId('qc-records-export')).toBeTruthy();
  });

  it('filters by state, point, score bounds and agent', async () => {
    const { container } = draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    await choose('search_state', '有待处理申诉');
    await search();
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'disputed', pageNum: 1 }));
    await choose('search_state', '无命中');
    await choose('search_pointId', '服务禁语');
    fireEvent.change(container.querySelector('#search_scoreMin') as Element, { target: { value: '60' } });
    fireEvent.change(container.querySelector('#search_scoreMax') as Element, { target: { value: '90' } });
    await choose('search_agent', 'agent01');
    await search();
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        state: 'clean',
        pointId: 'qc-f',
        scoreMin: 60,
        scoreMax: 90,
        agent: 'agent01',
      }),
    );
  });

  it('opens filtered from a link naming a point plainly and a range', async () => {
    const from = dayjs().subtract(3, 'day').startOf('day').valueOf();
    const to = dayjs().endOf('day').valueOf();
    draw(`/aihelper/qualityRecord?pointId=qc-p&from=${from}&to=${to}`);
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    const reads = call.mock.calls.filter(([e]) => e === listQcRecords).map(([, a]) => a.query);
    // Never read without the point first.
    expect(reads.every((q) => q.pointId === 'qc-p')).toBe(true);
    expect(lastQuery()).toMatchObject({ pointId: 'qc-p', from, to, pageNum: 1 });
    // The search form shows the point by its name.
    await waitFor(() => expect(screen.getByTestId('search-form').textContent).toContain('退款投诉'));
  });

  it('hides the export without its button', async () => {
    grantButtons('aihelper.qcRecord', ['review']);
    draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('qc-records-export')).toBeNull();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('agent01', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['Started', 'Agent', 'Customer number', 'Score', 'Hits', 'Open disputes', 'Scored']),
    );
    await choose('search_state', 'Dispute waiting');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteQcRules, listQcRules, type QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { type QcPointHits, qcPointHits } from '@zhiyu/contract/modules/aihelper/qc-record';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { drawAt, grantButtons, pageOf, rowOf } from '../../../test/page-kit.tsx';
import QualityPointPage from './quality-point.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
// ECharts draws nothing in jsdom (no layout): the chart shows its days and bars as text instead.
vi.mock('../../../components/charts/chart.tsx', () => ({
  Chart: ({
    option,
    testId,
  }: {
    option: { xAxis: { data: string[] }; series: { data: number[] }[] };
    testId: string;
  }) => (
    <ol data-testid={testId}>
      {option.xAxis.data.map((day, i) => (
        <li key={day} data-testid="trend-day">
          {day}={option.series[0]?.data[i]}
        </li>
      ))}
    </ol>
  ),
}));

vi.setConfig({ testTimeout: 90_000 });
const AT = Date.UTC(2026, 4, 6, 1, 2, 3);
const POINT: QcRuleRow = {
  ...{
    id: 'qc-p',
    name: '退款投诉',
    kind: 'pattern',
    speaker: 'customer',
    words: [],
    phase: null,
    withinSeconds: null,
  },
  ...{ threshold: null, severity: 'warning', validity: 0, creator: 'tenant', createdAt: AT, updatedAt: AT },
  ...{ mode: 'postCall', strategy: 1, score: -5, cap: 20, pattern: '退款&投诉' },
};
const today = dayjs().format('YYYY-MM-DD');
const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
const STARTED = dayjs().startOf('day').add(9, 'hour').valueOf();
const HITS: QcPointHits = {
  total: 12,
  conversations: 5,
  byDay: [
    { day: yesterday, hits: 4 },
    { day: today, hits: 8 },
  ],
  byAgent: [
    { agent: 'agent02', hits: 4, conversations: 2 },
    { agent: 'agent01', hits: 8, conversations: 3 },
  ],
  latest: [
    {
      ...{ id: 'h-1', text: '我要退款，不然就投诉你们', speaker: 'customer', atMs: 65_000, detail: '退款、投诉' },
      ...{ review: 2, conversationId: 'conv-9', agent: 'agent01', startedAt: STARTED },
    },
  ],
};

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === listQcRules) return Promise.resolve(pageOf([POINT]));
    if (endpoint === qcPointHits) return Promise.resolve(HITS);
    if (endpoint === deleteQcRules) return Promise.resolve({ deleted: 1 });
    return Promise.reject(new Error('unexpected call'));
  });
  grantButtons('aihelper.qcRule');
});
afterEach(() => changeLanguage('zh-CN'));

const openHits = async () => {
  drawAt('/aihelper/qulityPoint', <QualityPointPage />);
  await screen.findByText('退款投诉', {}, { timeout: 10_000 });
  fireEvent.click(within(rowOf('退款投诉')).getByTestId('qc-hits'));
  return screen.findByTestId('qc-hits-body', {}, { timeout: 10_000 });
};

describe('a QC point’s hits', () => {
  it('reads the last 7 days at first and shows the totals, a bar a day, the agents and the latest hits', async () => {
    const body = await openHits();
    expect(screen.getByText('质检点「退款投诉」的命中')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(qcPointHits, {
      query: {
        id: 'qc-p',
        from: dayjs().subtract(6, 'day').startOf('day').valueOf(),
        to: dayjs().endOf('day').valueOf(),
      },
    });
    await waitFor(() => expect(within(body).getByTestId('qc-hits-total').textContent).toBe('12'));
    expect(within(body).getByTestId('qc-hits-conversations').textContent).toBe('5');
    const days = within(body)
      .getAllByTestId('trend-day')
      .map((d) => d.textContent);
    expect(days).toHaveLength(7);
    expect(days.at(-2)).toBe(`${yesterday}=4`);
    expect(days.at(-1)).toBe(`${today}=8`);
    expect(days[0]).toBe(`${dayjs().subtract(6, 'day').format('YYYY-MM-DD')}=0`);
    // By agent, most hits first.
    const agents = within(body).getByTestId('qc-hits-agents');
    const rows = [...agents.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['agent0183', 'agent0242']);
    const latest = within(body).getByTestId('qc-hits-latest');
    expect(within(latest).getByTestId('qc-hit-line').textContent).toBe('客户我要退款，不然就投诉你们 · 退款、投诉');
    expect(within(latest).getByText('agent01')).toBeTruthy();
    expect(within(latest).getByTestId('qc-hit-at').textContent).toBe(
      `${dayjs(STARTED + 65_000).format('YYYY-MM-DD HH:mm:ss')} (01:05)`,
    );
    expect(within(latest).getByTestId('qc-review').textContent).toBe('申诉中');
  });

  it('links to the QC records of the point in the range, and to each hit’s record', async () => {
    const body = await openHits();
    await waitFor(() => expect(within(body).getByTestId('qc-hits-total').textContent).toBe('12'));
    const all = new URL(within(body).getByTestId('qc-hits-records').getAttribute('href') ?? '', 'http://x');
    expect(all.pathname).toBe('/aihelper/qualityRecord');
    expect(JSON.parse(all.searchParams.get('q') ?? '{}')).toEqual({ pointId: 'qc-p' });
    expect(Number(all.searchParams.get('from'))).toBe(dayjs().subtract(6, 'day').startOf('day').valueOf());
    expect(Number(all.searchParams.get('to'))).toBe(dayjs().endOf('day').valueOf());
    const one = new URL(within(body).getByTestId('qc-hit-open').getAttribute('href') ?? '', 'http://x');
    expect(one.searchParams.get('conversation')).toBe('conv-9');
    expect(JSON.parse(one.searchParams.get('q') ?? '{}')).toEqual({ pointId: 'qc-p' });
  });

  it('says so when the range had no hits', async () => {
    call.mockImplementation((endpoint: unknown) => {
      if (endpoint === listQcRules) return Promise.resolve(pageOf([POINT]));
      if (endpoint === qcPointHits)
        return Promise.resolve({ total: 0, conversations: 0, byDay: [], byAgent: [], latest: [] });
      return Promise.reject(new Error('unexpected call'));
    });
    const body = await openHits();
    await waitFor(() => expect(within(body).getAllByText('该时间段内没有命中')).toHaveLength(2));
    expect(within(body).getByTestId('qc-hits-total').textContent).toBe('0');
    expect(
      within(body)
        .getAllByTestId('trend-day')
        .map((d) => d.textContent.split('=')[1]),
    ).toEqual(Array(7).fill('0'));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    const body = await openHits();
    expect(screen.getByText('Hits of the QC point "退款投诉"')).toBeTruthy();
    await waitFor(() => expect(within(body).getByTestId('qc-review').textContent).toBe('Disputed'));
    expect(within(body).getByTestId('qc-hits-records').textContent).toBe('View in QC records');
  });
});

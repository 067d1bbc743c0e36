import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getQcAnalysis, type QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { ahRecordOptions } from '@zhiyu/contract/modules/aihelper/records';
import dayjs from 'dayjs';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { choose, drawAt, headers } from '../../../test/page-kit.tsx';
import QualityAnalysisPage from './quality-analysis.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
// ECharts draws nothing in jsdom (no layout): each bar or point is a button with its category and
// value, and a click reports what a click on the drawn item reports.
type Axis = { type: string; data?: string[] };
type Series = { name: string; data: (number | null | { value: number })[] };
vi.mock('../../../components/charts/chart.tsx', () => ({
  Chart: (p: {
    option: { xAxis: Axis; yAxis: Axis | Axis[]; series: Series[] };
    testId: string;
    onPick?: (x: object) => void;
  }) => {
    const y = Array.isArray(p.option.yAxis) ? p.option.yAxis[0] : p.option.yAxis;
    const cats = (p.option.xAxis.type === 'category' ? p.option.xAxis.data : y?.data) ?? [];
    return (
      <div data-testid={p.testId}>
        {p.option.series.flatMap((s, si) =>
          cats.map((name, i) => {
            const v = s.data[i];
            const value = v !== null && typeof v === 'object' ? v.value : v;
            const pick = { name, dataIndex: i, seriesIndex: si, seriesName: s.name, data: v };
            return (
              <button type="button" key={`${s.name}|${name}`} onClick={() => p.onPick?.(pick)}>
                {`${s.name}|${name}=${value}`}
              </button>
            );
          }),
        )}
      </div>
    );
  },
}));

vi.setConfig({ testTimeout: 90_000 });

const kpi = (value: number, previous: number, change: number | null) => ({ value, previous, change });
const ANSWER: QcAnalysis = {
  range: { timeZone: 'Asia/Shanghai', startDay: '2026-04-20', endDay: '2026-05-06' },
  granularity: 2,
  figures: {
    conversations: kpi(1234, 1122, 0.1),
    averageScore: kpi(82.46, 86.8, -0.05),
    passRate: kpi(0.8768, 0, null),
    hitsPerConversation: kpi(1.26, 1.26, 0),
  },
  bands: [
    { key: 'fail', from: 0, to: 59, conversations: 152 },
    { key: 'fair', from: 60, to: 79, conversations: 300 },
    { key: 'good', from: 80, to: 89, conversations: 500 },
    { key: 'excellent', from: 90, to: 100, conversations: 282 },
  ],
  trend: [
    { bucket: '2026-04', conversations: 700, averageScore: 81.04, hits: 900 },
    { bucket: '2026-05', conversations: 534, averageScore: 84.26, hits: 655 },
  ],
  points: [
    { pointId: 'qc-f', pointName: '服务禁语', hits: 420, conversations: 300 },
    { pointId: 'qc-g', pointName: '开场问候', hits: 96, conversations: 96 },
  ],
  agents: [
    { agent: 'agent02', conversations: 600, averageScore: 71.25, passRate: 0.7, hits: 1000 },
    { agent: 'agent01', conversations: 634, averageScore: 93.08, passRate: 1, hits: 555 },
  ],
  skillGroups: [{ skillGroup: '信用卡', conversations: 1234, averageScore: 82.46, passRate: 0.8768, hits: 1555 }],
};
const EMPTY: QcAnalysis = {
  ...ANSWER,
  figures: { ...ANSWER.figures, conversations: kpi(0, 7, -1) },
  bands: ANSWER.bands.map((b) => ({ ...b, conversations: 0 })),
  trend: [],
  points: [],
  agents: [],
  skillGroups: [],
};

let answer: () => Promise<QcAnalysis>;
beforeEach(async () => {
  await changeLanguage('zh-CN');
  answer = () => Promise.resolve(ANSWER);
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === getQcAnalysis) return answer();
    if (endpoint === ahRecordOptions)
      return Promise.resolve({ channels: [], agents: ['agent01', 'agent02'], skillGroups: ['信用卡'] });
    return Promise.reject(new Error('unexpected call'));
  });
});
afterEach(() => changeLanguage('zh-CN'));

/** Where the page sent the user: the address of the router. */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}
const RANGE = 'start=2026-04-20&end=2026-05-06&g=2';
const draw = (path = `/aihelper/qulityAnalysis?${RANGE}`) =>
  drawAt(
    path,
    <>
      <QualityAnalysisPage />
      <Where />
    </>,
  );
const queries = () =>
  call.mock.calls.filter(([e]) => e === getQcAnalysis).map(([, a]) => (a as { query: object }).query);
const ready = () => screen.findByTestId('kpi-conversations', {}, { timeout: 10_000 });
/** The page's address after a click, as the QC records screen reads it. */
const where = () => {
  const url = new URL(screen.getByTestId('where').textContent ?? '', 'http://x');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};
// 2026-04-20 00:00 and 2026-05-06 23:59:59.999 at UTC+8.
const FROM = String(Date.UTC(2026, 3, 19, 16));
const TO = String(Date.UTC(2026, 4, 6, 16) - 1);

describe('the QC analysis page', () => {
  it('shows the figures with their change, the bands, the points, the trend and the rankings', async () => {
    draw();
    await ready();
    const card = (k: string) => screen.getByTestId(`kpi-${k}`).textContent;
    expect(card('conversations')).toContain('质检会话数');
    expect(card('conversations')).toContain('1,234');
    expect(screen.getByTestId('kpi-conversations-change').textContent).toContain('10.0%');
    expect(card('averageScore')).toContain('平均得分');
    expect(card('averageScore')).toContain('82.5');
    expect(screen.getByTestId('kpi-averageScore-change').textContent).toContain('5.0%');
    expect(card('passRate')).toContain('合格率');
    expect(card('passRate')).toContain('87.7%');
    expect(screen.getByTestId('kpi-passRate-change').textContent).toContain('—');
    expect(card('hitsPerConversation')).toContain('每通命中数');
    expect(card('hitsPerConversation')).toContain('1.3');
    const bands = within(screen.getByTestId('qc-bands'));
    expect(bands.getByText('质检会话数|不合格（0–59分）=152')).toBeTruthy();
    expect(bands.getByText('质检会话数|优秀（90–100分）=282')).toBeTruthy();
    expect(within(screen.getByTestId('qc-points')).getByText('命中次数|服务禁语=420')).toBeTruthy();
    const trend = within(screen.getByTestId('qc-trend'));
    expect(trend.getByText('质检会话数|2026-04=700')).toBeTruthy();
    expect(trend.getByText('平均得分|2026-05=84.3')).toBeTruthy();
    const agents = screen.getByTestId('qc-agents');
    const rows = [...agents.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['1', 'agent02', '600', '71.3', '70.0%', '1,000'],
      ['2', 'agent01', '634', '93.1', '100.0%', '555'],
    ]);
    expect(headers()).toEqual(expect.arrayContaining(['排名', '坐席', '技能组', '平均得分', '合格率', '命中次数']));
    expect(within(screen.getByTestId('qc-skill-groups')).getByText('信用卡')).toBeTruthy();
  });

  it('asks for this month up to today by day at first, then for what the filter bar holds once queried', async () => {
    draw('/aihelper/qulityAnalysis');
    await ready();
    const today = dayjs();
    expect(queries()[0]).toEqual({
      startDay: today.startOf('month').format('YYYY-MM-DD'),
      endDay: today.format('YYYY-MM-DD'),
      granularity: 1,
      agent: undefined,
      skillGroup: undefined,
      sortOrder: 'ASC',
    });
    fireEvent.click(screen.getByRole('radio', { name: '月' }));
    await choose('qc-analysis-agent', 'agent01');
    await choose('qc-analysis-skill-group', '信用卡');
    // Nothing is asked before the query button.
    expect(queries()).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByTestId('qc-analysis-query')));
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({
        startDay: today.startOf('month').format('YYYY-MM-DD'),
        endDay: today.format('YYYY-MM-DD'),
        granularity: 2,
        agent: 'agent01',
        skillGroup: '信用卡',
        sortOrder: 'ASC',
      }),
    );
    expect(where().params).toMatchObject({ g: '2', agent: 'agent01', group: '信用卡' });
  });

  it('asks again on the query button when nothing changed', async () => {
    draw();
    await ready();
    expect(queries()).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByTestId('qc-analysis-query')));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual(queries()[0]);
  });

  it('orders the rankings by average score through the query', async () => {
    draw();
    await ready();
    expect(queries().at(-1)).toMatchObject({ sortOrder: 'ASC' });
    const score = within(screen.getByTestId('qc-agents')).getByText('平均得分');
    await act(async () => fireEvent.click(score));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ sortOrder: 'DESC', granularity: 2 }));
  });

  it('a band bar opens the QC records of its scores over the range', async () => {
    draw();
    await ready();
    fireEvent.click(screen.getByText('质检会话数|不合格（0–59分）=152'));
    expect(where()).toEqual({
      path: '/aihelper/qualityRecord',
      params: { from: FROM, to: TO, scoreMin: '0', scoreMax: '59' },
    });
  });

  it('a point opens the QC records with its hits over the range, with the analysis filters', async () => {
    draw(`/aihelper/qulityAnalysis?${RANGE}&agent=agent01`);
    await ready();
    fireEvent.click(screen.getByText('命中次数|开场问候=96'));
    expect(where().params).toEqual({ from: FROM, to: TO, agent: 'agent01', pointId: 'qc-g' });
  });

  it('an agent or skill group row opens its QC records over the range', async () => {
    draw();
    await ready();
    const link = within(screen.getByTestId('qc-agents')).getAllByTestId('qc-agents-name')[1];
    expect(link.getAttribute('href')).toBe(`/aihelper/qualityRecord?from=${FROM}&to=${TO}&agent=agent01`);
    const group = within(screen.getByTestId('qc-skill-groups')).getByTestId('qc-skill-groups-conversations');
    expect(new URL(group.getAttribute('href') ?? '', 'http://x').searchParams.get('skillGroup')).toBe('信用卡');
    fireEvent.click(link);
    expect(where()).toEqual({ path: '/aihelper/qualityRecord', params: { from: FROM, to: TO, agent: 'agent01' } });
  });

  it('ranks across pages; conversations without an agent are a row without a link', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...ANSWER.agents[0], agent: `a${i + 1}` }));
    answer = () => Promise.resolve({ ...ANSWER, agents: [{ ...ANSWER.agents[0], agent: '' }, ...many] });
    draw();
    await ready();
    const agents = screen.getByTestId('qc-agents');
    const first = agents.querySelector('tbody tr') as HTMLElement;
    expect(first.textContent).toContain('（未指定）');
    expect(within(first).queryByRole('link')).toBeNull();
    fireEvent.click(within(agents).getByTitle('2'));
    await waitFor(() => expect(agents.querySelector('tbody tr td')?.textContent).toBe('11'));
  });

  it('a trend bucket opens the QC records of its days inside the range', async () => {
    draw();
    await ready();
    fireEvent.click(screen.getByText('质检会话数|2026-04=700'));
    // 2026-04-20 .. 2026-04-30: the month cut to the range.
    expect(where().params).toEqual({ from: FROM, to: String(Date.UTC(2026, 3, 30, 16) - 1) });
  });

  it('the conversations card opens the records of the range; embedded, the records open embedded', async () => {
    draw(`/iframe/aihelper/qulityAnalysis?${RANGE}`);
    await ready();
    fireEvent.click(screen.getByTestId('kpi-conversations'));
    expect(where()).toEqual({ path: '/iframe/aihelper/qualityRecord', params: { from: FROM, to: TO } });
  });

  it('says so when the range has no scored conversations', async () => {
    answer = () => Promise.resolve(EMPTY);
    draw();
    expect((await screen.findByTestId('qc-analysis-empty')).textContent).toContain('所选时间内暂无已质检的会话');
    expect(screen.getByTestId('kpi-conversations').textContent).toContain('0');
    expect(screen.queryByTestId('qc-bands')).toBeNull();
    expect(screen.queryByTestId('qc-agents')).toBeNull();
  });

  it('shows the failure and tries again', async () => {
    answer = () => Promise.reject(new Error('down'));
    draw();
    await screen.findByTestId('qc-analysis-error', {}, { timeout: 10_000 });
    answer = () => Promise.resolve(ANSWER);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重 试' })));
    await ready();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await ready();
    expect(screen.getByTestId('kpi-hitsPerConversation').textContent).toContain('Hits per conversation');
    expect(screen.getByText('Scored conversations|Fail (0–59)=152')).toBeTruthy();
    expect(headers()).toEqual(expect.arrayContaining(['Rank', 'Agent', 'Average score', 'Pass rate', 'Hits']));
    expect(screen.getByTestId('qc-analysis-query').textContent).toBe('Query');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import type { OutboundRow } from '@zhiyu/contract/modules/aicall/board-outbound';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../platform/i18n/index.ts';
import { DrillBanner } from '../../record/drill-banner.tsx';
import { OutboundTable } from '../outbound/outbound-table.tsx';
import { drillPath } from './drill.ts';

beforeAll(() => changeLanguage('zh-CN'));

const row = (id: string, calls: number, connected: number): OutboundRow => ({
  id,
  name: id ? `机器人${id}` : '',
  calls,
  connected,
  connectRate: calls ? connected / calls : 0,
  avgDuration: 30,
  avgRounds: 2,
  transferred: 0,
});

describe('drill-down of the row without a task or bot', () => {
  it('the table row 无机器人 opens its calls with botId `-`, like any other row', () => {
    const opened: RecordDrill[] = [];
    render(
      <OutboundTable
        rows={[row('b1', 5, 3), row('', 2, 1)]}
        by="bot"
        sortField="calls"
        sort="DESC"
        onBy={() => undefined}
        onSort={() => undefined}
        onOpen={(d) => opened.push(d)}
      />,
    );
    expect(screen.getByText('无机器人')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cell---connected'));
    fireEvent.click(screen.getByTestId('cell-b1-calls'));
    expect(opened).toEqual([{ botId: '-', answered: 1 }, { botId: 'b1' }]);
  });

  it('the records list address carries `-`, and the banner names it 无任务 / 无机器人', () => {
    const path = drillPath({ timeZone: 'Asia/Shanghai', startDay: '2026-11-01', endDay: '2026-11-02' }, 1, {
      taskId: '-',
      botId: '-',
    });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/aicall/call-manage/outbound-record');
    expect(JSON.parse(url.searchParams.get('drill') ?? '{}')).toEqual({ taskId: '-', botId: '-' });
    render(
      <MemoryRouter>
        <DrillBanner drill={{ taskId: '-', botId: '-' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('drill-taskId').textContent).toBe('任务: 无任务');
    expect(screen.getByTestId('drill-botId').textContent).toBe('机器人: 无机器人');
  });
});

import { useQuery } from '@tanstack/react-query';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Form, Radio, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRangePicker, type DayRange } from '../../../../components/date-range/console-range.tsx';
import { botPage, lookupKeys } from '../../../../components/select-load-more/lookups.api.ts';
import { SelectLoadMore } from '../../../../components/select-load-more/select-load-more.tsx';
import { boardKeys, fetchBoardOptions } from './board.api.ts';
import type { BoardFilter } from './use-board-filter.ts';

export interface BoardFiltersProps {
  filter: BoardFilter;
  onChange: (patch: Partial<BoardFilter>) => void;
  /** requirements §5 month limit: both ends in one month. */
  monthLimit?: boolean;
  /** Show the outbound/inbound switch (default on). */
  direction?: boolean;
  /** Show the task filter (outbound only; default on). */
  task?: boolean;
  /** Show the bot version filter once a bot is chosen. */
  version?: boolean;
  /** Show the granularity switch (requirements §3: 1 day, 2 month, 3 year). */
  granularity?: boolean;
  /** The bot picker's choices when a board has its own (default: the app's bots of the direction, page by page). */
  botOptions?: { value: string; label: string }[];
  /** More filters of the board, before the granularity switch. */
  more?: ReactNode;
  /** More controls at the end (the export button). */
  extra?: ReactNode;
}

/** The filter bar every board shares; changes go to the URL (use-board-filter.ts). */
export function BoardFilters(p: BoardFiltersProps) {
  const { t } = useTranslation(['databoard', 'inputs']);
  const { data: options } = useQuery({ queryKey: boardKeys.options(), queryFn: fetchBoardOptions });
  const { filter: f, onChange } = p;
  // The same objects until the range changes: new ones on every render would move an open picker
  // back to the range's month whenever anything above re-renders.
  const value = useMemo<DayRange>(() => [dayjs(f.startDay), dayjs(f.endDay)], [f.startDay, f.endDay]);
  const problem = checkConsoleRange(value, { month: p.monthLimit });
  const versions = options?.bots.find((b) => b.id === f.botId)?.versions ?? [];
  // requirements §3 bot types: the switch's outbound calls are made by outbound bots (0), inbound ones
  // answered by inbound bots (1); a board without the switch offers every bot.
  const botType = p.direction === false ? undefined : f.direction === 1 ? 0 : 1;
  const setRange = (v: DayRange) => {
    if (v?.[0] && v[1]) onChange({ startDay: v[0].format('YYYY-MM-DD'), endDay: v[1].format('YYYY-MM-DD') });
  };
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} data-testid="board-filters">
      <Form.Item
        label={t('databoard:range')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`inputs:${problem}`) : undefined}
      >
        <ConsoleRangePicker id="board-range" value={value} onChange={setRange} limit={{ month: p.monthLimit }} />
      </Form.Item>
      {p.direction !== false && (
        <Form.Item>
          <Segmented
            data-testid="board-direction"
            value={f.direction}
            onChange={(v) => onChange({ direction: v as 0 | 1, taskId: v === 0 ? undefined : f.taskId })}
            options={[
              { value: 1, label: t('databoard:direction.1') },
              { value: 0, label: t('databoard:direction.0') },
            ]}
          />
        </Form.Item>
      )}
      {p.task !== false && f.direction === 1 && (
        <Form.Item label={t('databoard:task')}>
          <Select
            data-testid="board-task"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
            placeholder={t('databoard:all')}
            value={f.taskId}
            onChange={(v) => onChange({ taskId: v })}
            options={options?.tasks.map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('databoard:bot')}>
        {p.botOptions ? (
          <Select
            data-testid="board-bot"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
            placeholder={t('databoard:all')}
            value={f.botId}
            onChange={(v) => onChange({ botId: v })}
            options={p.botOptions}
          />
        ) : (
          <SelectLoadMore
            data-testid="board-bot"
            style={{ width: 180 }}
            placeholder={t('databoard:all')}
            queryKey={lookupKeys.bots(botType)}
            request={botPage(botType, { silent: true })}
            toOption={(b) => ({ value: b.id, label: b.name })}
            known={options?.bots.map((x) => ({ value: x.id, label: x.name }))}
            value={f.botId}
            onChange={(v) => onChange({ botId: typeof v === 'string' ? v : undefined })}
          />
        )}
      </Form.Item>
      {p.version && f.botId && (
        <Form.Item label={t('databoard:version')}>
          <Select
            data-testid="board-version"
            allowClear
            style={{ width: 120 }}
            placeholder={t('databoard:all')}
            value={f.botVersion}
            onChange={(v) => onChange({ botVersion: v })}
            options={versions.map((v) => ({ value: v, label: `v${v}` }))}
          />
        </Form.Item>
      )}
      {p.more}
      {p.granularity && (
        <Form.Item label={t('databoard:granularity')}>
          <Radio.Group
            data-testid="board-granularity"
            optionType="button"
            value={f.granularity}
            onChange={(e) => onChange({ granularity: e.target.value })}
            options={[1, 2, 3].map((g) => ({ value: g, label: t(`databoard:granularities.${g}`) }))}
          />
        </Form.Item>
      )}
      {p.extra && <Form.Item>{p.extra}</Form.Item>}
    </Form>
  );
}

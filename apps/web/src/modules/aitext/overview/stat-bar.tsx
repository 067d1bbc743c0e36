import { useQuery } from '@tanstack/react-query';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Checkbox, Form, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';
import { fetchChannels, textKeys } from '../session/session.api.ts';
import type { StatFilter } from './stat-filter.ts';

export interface StatBarProps {
  filter: StatFilter;
  onChange: (patch: Partial<StatFilter>) => void;
  /** Show the requirements §3 granularity switch (1 day, 2 month, 3 year). */
  granularity?: boolean;
  /** More controls at the end. */
  extra?: ReactNode;
}

/** The statistics pages' filter bar: range (requirements §5), channel, test windows, granularity; changes go to the address. */
export function StatBar({ filter: f, onChange, granularity, extra }: StatBarProps) {
  const { t } = useTranslation(['aitext-stats', 'inputs']);
  const { data: channels } = useQuery({ queryKey: textKeys.channels(), queryFn: fetchChannels });
  const value: DayRange = [dayjs(f.startDay), dayjs(f.endDay)];
  const problem = checkConsoleRange(value);
  const setRange = (v: DayRange) => {
    if (v?.[0] && v[1]) onChange({ startDay: v[0].format('YYYY-MM-DD'), endDay: v[1].format('YYYY-MM-DD') });
  };
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} data-testid="stat-filters">
      <Form.Item
        label={t('range')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`inputs:${problem}`) : undefined}
      >
        <ConsoleRangePicker id="stat-range" value={value} onChange={setRange} />
      </Form.Item>
      <Form.Item label={t('channel')}>
        <Select
          data-testid="stat-channel"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          placeholder={t('allChannels')}
          value={f.channelId}
          onChange={(v) => onChange({ channelId: v })}
          options={channels
            ?.filter((c) => f.includeTest || c.channelType === 0 || c.id === f.channelId)
            .map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox
          data-testid="stat-include-test"
          checked={f.includeTest === 1}
          onChange={(e) => onChange({ includeTest: e.target.checked ? 1 : 0 })}
        >
          {t('includeTest')}
        </Checkbox>
      </Form.Item>
      {granularity && (
        <Form.Item label={t('granularity')}>
          <Radio.Group
            data-testid="stat-granularity"
            optionType="button"
            value={f.granularity}
            onChange={(e) => onChange({ granularity: e.target.value })}
            options={[1, 2, 3].map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
          />
        </Form.Item>
      )}
      {extra && <Form.Item>{extra}</Form.Item>}
    </Form>
  );
}

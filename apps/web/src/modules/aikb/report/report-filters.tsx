import { useQuery } from '@tanstack/react-query';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Form, Radio, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';
import { fetchReportOptions, reportKeys } from './report.api.ts';
import type { ReportFilter } from './use-report-filter.ts';

export interface ReportFiltersProps {
  filter: ReportFilter;
  onChange: (patch: Partial<ReportFilter>) => void;
  /** Show the library filter (the item reports). */
  library?: boolean;
  /** Show the category filter under the library (the knowledge report). */
  category?: boolean;
  /** More filters before the granularity. */
  more?: ReactNode;
  /** The export button. */
  extra?: ReactNode;
}

/** The filter bar of the five reports; changes go to the address (use-report-filter.ts). */
export function ReportFilters({ filter: f, onChange, library, category, more, extra }: ReportFiltersProps) {
  const { t } = useTranslation(['aikb-report', 'inputs']);
  const { data: o } = useQuery({ queryKey: reportKeys.options(), queryFn: fetchReportOptions });
  const value: DayRange = [dayjs(f.startDay), dayjs(f.endDay)];
  const problem = checkConsoleRange(value);
  const setRange = (v: DayRange) => {
    if (v?.[0] && v[1]) onChange({ startDay: v[0].format('YYYY-MM-DD'), endDay: v[1].format('YYYY-MM-DD') });
  };
  const channels = (o?.channels ?? []).filter((c) => f.includeTest || c.channelType === 0);
  const categories = (o?.categories ?? []).filter((c) => c.libraryId === f.libraryId);
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} data-testid="report-filters">
      <Form.Item
        label={t('range')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`inputs:${problem}`) : undefined}
      >
        <ConsoleRangePicker id="report-range" value={value} onChange={setRange} />
      </Form.Item>
      <Form.Item label={t('channel')}>
        <Select
          data-testid="report-channel"
          allowClear
          style={{ width: 160 }}
          placeholder={t('all')}
          value={f.channelId}
          onChange={(v) => onChange({ channelId: v })}
          options={channels.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item label={t('includeTest')}>
        <Switch
          data-testid="report-include-test"
          checked={f.includeTest === 1}
          onChange={(v) => onChange({ includeTest: v ? 1 : 0, channelId: v ? f.channelId : undefined })}
        />
      </Form.Item>
      {library && (
        <Form.Item label={t('library')}>
          <Select
            data-testid="report-library"
            allowClear
            style={{ width: 160 }}
            placeholder={t('all')}
            value={f.libraryId}
            onChange={(v) => onChange({ libraryId: v })}
            options={o?.libraries.map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
      )}
      {category && f.libraryId && (
        <Form.Item label={t('category')}>
          <Select
            data-testid="report-category"
            allowClear
            style={{ width: 180 }}
            placeholder={t('all')}
            value={f.categoryId}
            onChange={(v) => onChange({ categoryId: v })}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      )}
      {more}
      <Form.Item label={t('granularity')}>
        <Radio.Group
          data-testid="report-granularity"
          optionType="button"
          value={f.granularity}
          onChange={(e) => onChange({ granularity: e.target.value })}
          options={[1, 2, 3].map((g) => ({ value: g, label: t(`granularities.${g}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('sort')}>
        <Radio.Group
          data-testid="report-sort"
          optionType="button"
          value={f.sortOrder}
          onChange={(e) => onChange({ sortOrder: e.target.value })}
          options={(['DESC', 'ASC'] as const).map((s) => ({ value: s, label: t(`sortOrder.${s}`) }))}
        />
      </Form.Item>
      {extra && <Form.Item>{extra}</Form.Item>}
    </Form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ahRecordOptions } from '@zhiyu/contract/modules/aihelper/records';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Button, Form, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';
import { call } from '../../../platform/request/call.ts';
import { recordKeys } from '../records/records.api.ts';
import { defaultDays, type QcFilter } from './qc-analysis.data.ts';

const DAY = 'YYYY-MM-DD';
const GRANULARITIES = [1, 2, 3] as const;

/**
 * The agents and skill groups of the conversation records, as the QC records screen offers them.
 * Quiet: a user who may see the analysis but not the records gets empty selects, not an error.
 */
const readOptions = () => call(ahRecordOptions, { silent: true });

export interface QcFiltersProps {
  filter: QcFilter;
  onApply: (next: Partial<QcFilter>) => void;
}

/**
 * The filter bar: the requirements §5 range (both ends required, nothing after today), the
 * granularity, the agent and the skill group. Changes wait for the query button, which puts them
 * in the address; reset goes back to the default range with no agent or skill group.
 */
export function QcFilters({ filter, onApply }: QcFiltersProps) {
  const { t } = useTranslation(['aihelper', 'inputs']);
  const [draft, setDraft] = useState(filter);
  const options = useQuery({ queryKey: [...recordKeys.options(), 'quiet'], queryFn: readOptions, retry: false });
  const [range, setRange] = useState<DayRange>(() => [dayjs(filter.startDay), dayjs(filter.endDay)]);
  const problem = checkConsoleRange(range);
  const choices = (list: string[] | undefined) => (list ?? []).map((v) => ({ value: v, label: v }));
  const apply = () => {
    if (problem || !range?.[0] || !range[1]) return;
    const { granularity, agent, skillGroup } = draft;
    onApply({ granularity, agent, skillGroup, startDay: range[0].format(DAY), endDay: range[1].format(DAY) });
  };
  const reset = () => {
    const days = defaultDays();
    const next = { ...days, granularity: 1 as const, agent: undefined, skillGroup: undefined };
    setDraft({ ...draft, ...next });
    setRange([dayjs(days.startDay), dayjs(days.endDay)]);
    onApply(next);
  };
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} data-testid="qc-analysis-filters">
      <Form.Item
        label={t('qcAnalysis.range')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`inputs:${problem}`) : undefined}
      >
        <ConsoleRangePicker id="qc-analysis-range" value={range} onChange={setRange} />
      </Form.Item>
      <Form.Item label={t('qcAnalysis.granularity')}>
        <Radio.Group
          data-testid="qc-analysis-granularity"
          optionType="button"
          value={draft.granularity}
          onChange={(e) => setDraft({ ...draft, granularity: e.target.value })}
          options={GRANULARITIES.map((g) => ({ value: g, label: t(`qcAnalysis.granularity.${g}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('qcAnalysis.agent')}>
        <Select
          id="qc-analysis-agent"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 160 }}
          placeholder={t('qcAnalysis.all')}
          value={draft.agent}
          onChange={(v) => setDraft({ ...draft, agent: v })}
          options={choices(options.data?.agents)}
        />
      </Form.Item>
      <Form.Item label={t('qcAnalysis.skillGroup')}>
        <Select
          id="qc-analysis-skill-group"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 160 }}
          placeholder={t('qcAnalysis.all')}
          value={draft.skillGroup}
          onChange={(v) => setDraft({ ...draft, skillGroup: v })}
          options={choices(options.data?.skillGroups)}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" data-testid="qc-analysis-query" disabled={!!problem} onClick={apply}>
            {t('qcAnalysis.query')}
          </Button>
          <Button data-testid="qc-analysis-reset" onClick={reset}>
            {t('qcAnalysis.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

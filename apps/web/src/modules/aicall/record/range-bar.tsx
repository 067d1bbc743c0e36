import { checkConsoleRange, defaultConsoleRange } from '@zhiyu/contract/rules/dates';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';

/**
 * The records' time range (requirements §5 console-wide range): both ends required, no dates after today,
 * current month start to the end of today by default. Kept in the URL (`from`, `to`, ms) beside the
 * list state, so reload and shared links keep it.
 */
export function useRange(): { from: number; to: number } | null {
  const [params] = useSearchParams();
  if (params.get('range') === 'none') return null;
  const from = Number(params.get('from'));
  const to = Number(params.get('to'));
  if (from > 0 && to > 0) return { from, to };
  const [a, b] = defaultConsoleRange();
  return { from: a.valueOf(), to: b.valueOf() };
}

export function RangeBar() {
  const { t } = useTranslation(['record', 'inputs']);
  const [params, setParams] = useSearchParams();
  const range = useRange();
  const value: DayRange = range ? [dayjs(range.from), dayjs(range.to)] : null;
  const problem = checkConsoleRange(value);
  const onChange = (v: DayRange) => {
    const next = new URLSearchParams(params);
    next.set('page', '1');
    if (v?.[0] && v[1]) {
      next.delete('range');
      next.set('from', String(v[0].startOf('day').valueOf()));
      next.set('to', String(v[1].endOf('day').valueOf()));
    } else {
      next.set('range', 'none');
      next.delete('from');
      next.delete('to');
    }
    setParams(next);
  };
  return (
    <Form layout="inline" style={{ marginBottom: 12 }} data-testid="record-range">
      <Form.Item
        label={t('record:range')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`inputs:${problem}`) : undefined}
      >
        <ConsoleRangePicker value={value} onChange={onChange} />
      </Form.Item>
    </Form>
  );
}

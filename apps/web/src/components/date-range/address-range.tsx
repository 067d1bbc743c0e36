import { checkConsoleRange, defaultConsoleRange } from '@zhiyu/contract/rules/dates';
import { Form } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleRangePicker, type DayRange } from './console-range.tsx';

/**
 * A list's time range (ms, both ends included) from the address: `from`/`to`; the console's default
 * range when the address names none; null once the user cleared it (`range=none`).
 */
export function readRange(params: URLSearchParams, now = dayjs()): { from: number; to: number } | null {
  if (params.get('range') === 'none') return null;
  const from = Number(params.get('from'));
  const to = Number(params.get('to'));
  if (from > 0 && to > 0) return { from, to };
  const [a, b] = defaultConsoleRange(now);
  return { from: a.valueOf(), to: b.valueOf() };
}

/**
 * The requirements §5 time range of a record list (both ends required, nothing after today), kept
 * in the address as `from`/`to` from the first to the last millisecond of the days chosen; a change
 * goes back to the first page.
 */
export function AddressRangeBar({ label, testId, id }: { label: ReactNode; testId: string; id?: string }) {
  const { t } = useTranslation('inputs');
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
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
    <Form layout="inline" style={{ marginBottom: 12 }} data-testid={testId}>
      <Form.Item
        label={label}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(problem) : undefined}
      >
        <ConsoleRangePicker id={id} value={value} onChange={onChange} />
      </Form.Item>
    </Form>
  );
}

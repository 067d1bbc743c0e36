import { adjustDayTimeRange } from '@zhiyu/contract/rules/dates';
import { DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DayRange } from './console-range.tsx';

export interface DayTimeRangeProps {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  format?: string;
  id?: string;
}

/**
 * Day-time range (requirements §5): two date-time pickers; the start cannot exceed the end, and when one
 * end is moved past the other, the other is moved onto it.
 */
export function DayTimeRangePicker({ value, onChange, format = 'YYYY-MM-DD HH:mm:ss', id }: DayTimeRangeProps) {
  const { t } = useTranslation('inputs');
  const [start, end] = value ?? [null, null];
  const set = (changed: 'start' | 'end', d: Dayjs | null) => {
    const next = adjustDayTimeRange(changed === 'start' ? [d, end] : [start, d], changed);
    onChange?.(next[0] || next[1] ? next : null);
  };
  return (
    <Space.Compact id={id} style={{ width: '100%' }}>
      <DatePicker
        showTime
        format={format}
        value={start}
        placeholder={t('startTime')}
        onChange={(d) => set('start', d)}
        style={{ width: '50%' }}
      />
      <DatePicker
        showTime
        format={format}
        value={end}
        placeholder={t('endTime')}
        onChange={(d) => set('end', d)}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

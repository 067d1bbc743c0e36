import { isOutsideSearchWindow, searchPresets } from '@zhiyu/contract/rules/dates';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayRange } from './console-range.tsx';

export interface SearchRangeProps {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  id?: string;
}

/**
 * Search-form range (requirements §5): one year ago up to the day before yesterday, with the shortcuts
 * last three days, week, month and year (each ending on the day before yesterday).
 */
export function SearchRangePicker({ value, onChange, id }: SearchRangeProps) {
  const { t } = useTranslation('inputs');
  const presets = searchPresets().map((p) => ({ label: t(p.key), value: p.value }));
  return (
    <DatePicker.RangePicker
      id={id}
      value={value ?? null}
      presets={presets}
      style={{ width: '100%' }}
      disabledDate={(d) => isOutsideSearchWindow(d)}
      onChange={(v) => onChange?.(v ? [v[0], v[1]] : null)}
    />
  );
}

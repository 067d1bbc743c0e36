import { isOutsideFormWindow, normaliseFormRange } from '@zhiyu/contract/rules/dates';
import { DatePicker } from 'antd';
import type { DayRange } from './console-range.tsx';

export interface FormRangeProps {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * Form-widget range (requirements §5): either end may stay empty (at least one is checked by
 * `formRangeRule`), an end before the start becomes the start, the end time is 23:59:59, and only
 * dates from one year back to one year forward can be picked.
 */
export function FormRangePicker({ value, onChange, disabled, id }: FormRangeProps) {
  return (
    <DatePicker.RangePicker
      id={id}
      value={value ?? null}
      disabled={disabled}
      allowEmpty={[true, true]}
      // Keep the user's order so an end before the start reaches the rule instead of being swapped.
      order={false}
      style={{ width: '100%' }}
      disabledDate={(d) => isOutsideFormWindow(d)}
      onChange={(v) => {
        const [start, end] = normaliseFormRange(v);
        onChange?.(start || end ? [start, end] : null);
      }}
    />
  );
}

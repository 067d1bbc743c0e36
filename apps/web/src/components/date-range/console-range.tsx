import { type ConsoleRangeLimit, isAfterToday } from '@zhiyu/contract/rules/dates';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type DayRange = [Dayjs | null, Dayjs | null] | null;

export interface ConsoleRangeProps {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  /** Month or day limit (requirements §5); checked by `consoleRangeRule` and enforced while picking. */
  limit?: ConsoleRangeLimit;
  /** Lets dates after today be picked (default pickers forbid them). */
  allowFuture?: boolean;
  showTime?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * Console-wide range picker (requirements §5). Once the first end is picked, dates in another month (month
 * limit) or on another day (day limit) are disabled, so a wrong range cannot be picked at all.
 */
export function ConsoleRangePicker({
  value,
  onChange,
  limit = {},
  allowFuture,
  showTime,
  disabled,
  id,
}: ConsoleRangeProps) {
  return (
    <DatePicker.RangePicker
      id={id}
      value={value ?? null}
      showTime={showTime}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(v) => onChange?.(v ? [v[0], v[1]] : null)}
      disabledDate={(current, info) => {
        if (!allowFuture && isAfterToday(current)) return true;
        const from = info?.from;
        if (!from) return false;
        if (limit.month && !current.isSame(from, 'month')) return true;
        return !!limit.day && !current.isSame(from, 'day');
      }}
    />
  );
}

import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ValueTypeDef } from '../types.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Form values and the wire carry milliseconds (requirements D6); only the picker sees dayjs. */
const toDayjs = (v: unknown) => (typeof v === 'number' ? dayjs(v) : undefined);

/** date: a day picker; the value is the day's start in ms. The table shows date and time. */
export const date: ValueTypeDef = {
  Editor: ({ col, value, onChange, disabled, id }) => (
    <DatePicker
      id={id}
      value={value as never}
      onChange={(d) => onChange?.(d)}
      disabled={disabled}
      placeholder={col.placeholder}
      style={{ width: '100%' }}
    />
  ),
  item: () => ({
    getValueProps: (v: unknown) => ({ value: toDayjs(v) }),
    normalize: (d: dayjs.Dayjs | null) => (d ? d.startOf('day').valueOf() : undefined),
  }),
  Cell: ({ value }) => (typeof value === 'number' ? dayjs(value).format(TIME_FORMAT) : '-'),
};

import dayjs from 'dayjs';
import { FormRangePicker } from '../../date-range/form-range.tsx';
import { formRangeRule } from '../../date-range/rules.ts';
import { SearchRangePicker } from '../../date-range/search-range.tsx';
import type { ValueTypeDef } from '../types.ts';
import { DATE_FORMAT } from './date.tsx';

type Ms = [number | null, number | null];
const fmt = (v: number | null) => (v === null ? '' : dayjs(v).format(DATE_FORMAT));

/**
 * daterange: the search form uses the search-form range (one year back to the day before yesterday,
 * shortcuts), create/edit forms the form-widget range (at least one end, end at 23:59:59). Values are
 * [startMs, endMs] so they survive the URL; `dataValue` usually splits them into two query fields.
 */
export const daterange: ValueTypeDef = {
  Editor: ({ mode, value, onChange, disabled, id }) =>
    mode === 'search' ? (
      <SearchRangePicker id={id} value={value as never} onChange={onChange} />
    ) : (
      <FormRangePicker id={id} value={value as never} onChange={onChange} disabled={disabled} />
    ),
  item: (col, mode) => ({
    getValueProps: (v: Ms | undefined) => ({
      value: v ? [v[0] === null ? null : dayjs(v[0]), v[1] === null ? null : dayjs(v[1])] : null,
    }),
    normalize: (r: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null) => {
      if (!r) return undefined;
      // The search range covers whole days: from the first day's start to the last day's end.
      const end = mode === 'search' ? r[1]?.endOf('day') : r[1];
      const start = mode === 'search' ? r[0]?.startOf('day') : r[0];
      return [start ? start.valueOf() : null, end ? end.valueOf() : null];
    },
    ...(mode !== 'search' && col.required ? { rules: [formRangeRule()] } : {}),
  }),
  Cell: ({ value }) => (Array.isArray(value) ? `${fmt(value[0])} ~ ${fmt(value[1])}` : '-'),
};

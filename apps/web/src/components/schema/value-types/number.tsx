import { InputNumber } from 'antd';
import type { ValueTypeDef } from '../types.ts';
import { isEmpty } from './empty.tsx';

/** number: `min`, `max`, `step`, `precision` and a `suffix` (unit) after the box. */
export const number: ValueTypeDef = {
  Editor: ({ col, value, onChange, disabled, id }) => (
    <InputNumber
      id={id}
      value={value as number | undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      disabled={disabled}
      placeholder={col.placeholder}
      min={col.min}
      max={col.max}
      step={col.step}
      precision={col.precision}
      suffix={col.suffix}
      style={{ width: '100%' }}
    />
  ),
  Cell: ({ col, value }) =>
    isEmpty(value) ? (
      '-'
    ) : (
      <span>
        {col.precision !== undefined ? Number(value).toFixed(col.precision) : String(value)}
        {col.suffix ? <> {col.suffix}</> : null}
      </span>
    ),
};

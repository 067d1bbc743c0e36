import { Input } from 'antd';
import type { ValueTypeDef } from '../types.ts';
import { orEmpty } from './empty.tsx';

/** text: one-line input; `maxlength` shows a counter, `suffix` sits inside the box. */
export const text: ValueTypeDef = {
  Editor: ({ col, mode, value, onChange, disabled, id }) => (
    <Input
      id={id}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      placeholder={col.placeholder}
      maxLength={col.maxlength}
      showCount={!!col.maxlength && mode !== 'search'}
      suffix={col.suffix}
      allowClear={mode === 'search'}
    />
  ),
  Cell: ({ value }) => orEmpty(value),
};

import { Input, Typography } from 'antd';
import type { ValueTypeDef } from '../types.ts';
import { orEmpty } from './empty.tsx';

/** textarea: several lines; the table shows one line with an ellipsis and the whole text on hover. */
export const textarea: ValueTypeDef = {
  Editor: ({ col, mode, value, onChange, disabled, id }) =>
    mode === 'search' ? (
      <Input
        id={id}
        value={(value as string | undefined) ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        allowClear
      />
    ) : (
      <Input.TextArea
        id={id}
        value={(value as string | undefined) ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        placeholder={col.placeholder}
        maxLength={col.maxlength}
        showCount={!!col.maxlength}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
    ),
  Cell: ({ value }) =>
    value ? <Typography.Text ellipsis={{ tooltip: String(value) }}>{String(value)}</Typography.Text> : orEmpty(value),
};

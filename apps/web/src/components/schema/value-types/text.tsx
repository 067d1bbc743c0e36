import { Input } from 'antd';
import { PasswordInput } from '../../password-input/password-input.tsx';
import type { ValueTypeDef } from '../types.ts';
import { orEmpty } from './empty.tsx';

/**
 * text: one-line input; `maxlength` shows a counter, `suffix` sits inside the box; `password`
 * masks it, with show and generate.
 */
export const text: ValueTypeDef = {
  Editor: ({ col, mode, value, onChange, disabled, id }) =>
    col.password ? (
      <PasswordInput
        id={id}
        value={value as string | undefined}
        onChange={onChange}
        disabled={disabled}
        placeholder={col.placeholder}
        maxLength={col.maxlength}
      />
    ) : (
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

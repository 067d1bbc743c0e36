import { Tag } from 'antd';
import { TagInput } from '../../tag-input/tag-input.tsx';
import type { ValueTypeDef } from '../types.ts';

/**
 * create: tag entry (components/tag-input): items separated by a comma or a full-width comma,
 * duplicates removed, each cut to `maxlength` (default 30); the value is the list of tags.
 */
export const create: ValueTypeDef = {
  Editor: ({ col, value, onChange, disabled, id }) => (
    <TagInput
      id={id}
      value={value as string[] | undefined}
      onChange={onChange}
      disabled={disabled}
      placeholder={col.placeholder}
      maxTagLength={col.maxlength}
    />
  ),
  Cell: ({ value }) =>
    Array.isArray(value) && value.length ? value.map((v) => <Tag key={String(v)}>{String(v)}</Tag>) : '-',
};

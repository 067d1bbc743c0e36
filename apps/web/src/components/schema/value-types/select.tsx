import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOf, useOptions } from '../options.ts';
import type { EditorProps, SchemaColumn, ValueTypeDef } from '../types.ts';
import { isEmpty, orEmpty } from './empty.tsx';

function SelectEditor({ col, mode, value, onChange, disabled, id }: EditorProps) {
  const { t } = useTranslation('table');
  const { options, loading } = useOptions(col);
  // allowCreate: typed values become options ("tags" mode); multiple without it picks only options.
  const many = col.allowCreate ? 'tags' : col.multiple ? 'multiple' : undefined;
  return (
    <Select
      id={id}
      value={value as never}
      onChange={(v) => onChange?.(v)}
      options={options.map((o) => ({ label: o.label, value: o.value }))}
      loading={loading}
      mode={many}
      disabled={disabled}
      placeholder={col.placeholder ?? t('selectPlaceholder')}
      allowClear={mode === 'search' || !col.required}
      maxTagCount={col.collapseTags ? 'responsive' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}

export function OptionCell({ col, value }: { col: SchemaColumn; value: unknown }) {
  const { options } = useOptions(col);
  if (isEmpty(value)) return orEmpty(value);
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => {
    const color = options.find((o) => String(o.value) === String(v))?.color;
    return color || Array.isArray(value) ? (
      <Tag key={String(v)} color={color}>
        {labelOf(options, v)}
      </Tag>
    ) : (
      <span key={String(v)}>{labelOf(options, v)}</span>
    );
  });
}

/** select: options from enum/valueEnum/request; `multiple`, `allowCreate`, `collapseTags`. */
export const select: ValueTypeDef = { Editor: SelectEditor, Cell: OptionCell };

import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectLoadMore } from '../../select-load-more/select-load-more.tsx';
import { labelOf, useOptions } from '../options.ts';
import type { EditorProps, PagedOptions, SchemaColumn, ValueTypeDef } from '../types.ts';
import { isEmpty, orEmpty } from './empty.tsx';

/** A select whose options come a page at a time (`pages`), searched on the server. */
function PagedSelect({ col, pages, mode, value, onChange, disabled, id }: EditorProps & { pages: PagedOptions }) {
  const { t } = useTranslation('table');
  return (
    <SelectLoadMore
      id={id}
      queryKey={['schema-pages', pages.key]}
      request={pages.load}
      toOption={(item) => ({
        value: pages.value(item),
        label: pages.label(item),
        ...(pages.disabled?.(item) ? { disabled: true } : {}),
      })}
      known={Array.isArray(pages.known) ? pages.known : undefined}
      value={value as string | string[] | undefined}
      onChange={(v) => onChange?.(v)}
      mode={col.multiple ? 'multiple' : undefined}
      disabled={disabled}
      placeholder={col.placeholder ?? t('selectPlaceholder')}
      allowClear={mode === 'search' || !col.required}
      style={{ width: '100%' }}
    />
  );
}

function SelectEditor(props: EditorProps) {
  if (props.col.pages) return <PagedSelect {...props} pages={props.col.pages} />;
  return <ListSelect {...props} />;
}

function ListSelect({ col, mode, value, onChange, disabled, id }: EditorProps) {
  const { t } = useTranslation('table');
  const { options, loading } = useOptions(col);
  // allowCreate: typed values become options ("tags" mode); multiple without it picks only options.
  const many = col.allowCreate ? 'tags' : col.multiple ? 'multiple' : undefined;
  // markGone: a chosen value the loaded options no longer hold (a row deleted since) says so.
  const known = new Set(options.map((o) => String(o.value)));
  const gone =
    !col.markGone || col.allowCreate || loading
      ? []
      : (Array.isArray(value) ? value : isEmpty(value) ? [] : [value]).filter((v) => !known.has(String(v)));
  return (
    <Select
      id={id}
      value={value as never}
      onChange={(v) => onChange?.(v)}
      options={[
        ...options.map((o) => ({ label: o.label, value: o.value })),
        ...gone.map((v) => ({ label: t('gone'), value: v as string })),
      ]}
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

/** select: options from enum/valueEnum/request or page by page (`pages`); `multiple`, `allowCreate`, `collapseTags`. */
export const select: ValueTypeDef = { Editor: SelectEditor, Cell: OptionCell };

import { Cascader } from 'antd';
import { useOptions } from '../options.ts';
import type { EditorProps, Option, SchemaColumn, ValueTypeDef } from '../types.ts';
import { isEmpty } from './empty.tsx';

type Path = (string | number)[];

function CategoryEditor({ col, value, onChange, disabled, id }: EditorProps) {
  const { options, loading } = useOptions(col);
  return (
    <Cascader
      id={id}
      value={value as never}
      onChange={(v: unknown) => onChange?.(v)}
      options={options as never}
      multiple={col.multiple}
      maxTagCount={col.collapseTags ? 'responsive' : undefined}
      disabled={disabled || loading}
      placeholder={col.placeholder}
      showSearch
      changeOnSelect
      style={{ width: '100%' }}
    />
  );
}

/** Labels along a path of values through the option tree. */
export function pathLabels(options: Option[], path: Path): string {
  const out: string[] = [];
  let level: Option[] | undefined = options;
  for (const v of path) {
    const hit: Option | undefined = level?.find((o) => String(o.value) === String(v));
    out.push(hit ? String(hit.label) : String(v));
    level = hit?.children;
  }
  return out.join(' / ');
}

function CategoryCell({ col, value }: { col: SchemaColumn; value: unknown }) {
  const { options } = useOptions(col);
  if (isEmpty(value) || !Array.isArray(value)) return '-';
  const paths = col.multiple ? (value as Path[]) : [value as Path];
  return paths.map((p) => pathLabels(options, p)).join(', ');
}

/** category: a cascader over a tree of options (request with `children`); the value is the path. */
export const category: ValueTypeDef = { Editor: CategoryEditor, Cell: CategoryCell };

import { Radio } from 'antd';
import { useOptions } from '../options.ts';
import type { EditorProps, ValueTypeDef } from '../types.ts';
import { OptionCell, select } from './select.tsx';

const SelectEditor = select.Editor;

function RadioEditor(p: EditorProps) {
  const { options } = useOptions(p.col);
  // A search form needs "any": a clearable select expresses it, a radio group cannot.
  if (p.mode === 'search') return <SelectEditor {...p} />;
  return (
    <Radio.Group
      id={p.id}
      value={p.value}
      onChange={(e) => p.onChange?.(e.target.value)}
      disabled={p.disabled}
      options={options.map((o) => ({ label: o.label, value: o.value }))}
    />
  );
}

/** radioGroup: one of the column's options. */
export const radioGroup: ValueTypeDef = { Editor: RadioEditor, Cell: OptionCell };

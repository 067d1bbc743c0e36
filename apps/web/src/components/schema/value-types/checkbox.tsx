import { Checkbox } from 'antd';
import { useOptions } from '../options.ts';
import type { EditorProps, ValueTypeDef } from '../types.ts';
import { OptionCell } from './select.tsx';

function CheckboxEditor({ col, value, onChange, disabled, id }: EditorProps) {
  const { options } = useOptions(col);
  return (
    <div id={id}>
      <Checkbox.Group
        value={(value as (string | number)[] | undefined) ?? []}
        onChange={(v) => onChange?.(v)}
        disabled={disabled}
        options={options.map((o) => ({ label: o.label, value: o.value }))}
      />
    </div>
  );
}

/** checkbox: a group of boxes over the column's options; the value is the list of checked ones. */
export const checkbox: ValueTypeDef = { Editor: CheckboxEditor, Cell: OptionCell };

import { Checkbox, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { staticOptions } from '../options.ts';
import type { EditorProps, SchemaColumn, ValueTypeDef } from '../types.ts';

/** requirements §3: a switch is active 1, inactive 0 on the wire. */
export const ACTIVE = 1;
export const INACTIVE = 0;

function useSwitchLabels(col: SchemaColumn) {
  const { t } = useTranslation('table');
  const named = staticOptions(col);
  const label = (v: number) =>
    named.find((o) => o.value === v)?.label ??
    t(col.yesNo ? (v === ACTIVE ? 'yes' : 'no') : v === ACTIVE ? 'active' : 'inactive');
  return label;
}

function SwitchEditor({ col, mode, value, onChange, disabled, id }: EditorProps) {
  const { t } = useTranslation('table');
  const label = useSwitchLabels(col);
  if (mode === 'search') {
    return (
      <Select
        id={id}
        value={value as number | undefined}
        onChange={(v) => onChange?.(v)}
        allowClear
        placeholder={col.placeholder ?? t('selectPlaceholder')}
        options={[ACTIVE, INACTIVE].map((v) => ({ value: v, label: label(v) }))}
        style={{ width: '100%' }}
      />
    );
  }
  if (col.yesNo)
    return (
      <Checkbox
        id={id}
        checked={value === ACTIVE}
        onChange={(e) => onChange?.(e.target.checked ? ACTIVE : INACTIVE)}
        disabled={disabled}
      >
        {label(ACTIVE)}
      </Checkbox>
    );
  return (
    <Switch
      id={id}
      checked={value === ACTIVE}
      onChange={(on) => onChange?.(on ? ACTIVE : INACTIVE)}
      disabled={disabled}
      checkedChildren={label(ACTIVE)}
      unCheckedChildren={label(INACTIVE)}
    />
  );
}

function SwitchCell({ col, value }: { col: SchemaColumn; value: unknown }) {
  const label = useSwitchLabels(col);
  if (value !== ACTIVE && value !== INACTIVE) return '-';
  if (col.yesNo) return label(value);
  return <Tag color={value === ACTIVE ? 'success' : 'default'}>{label(value)}</Tag>;
}

/**
 * switch: on ↔ 1, off ↔ 0; a search form offers active / inactive / any. With `yesNo` the same
 * wire values read yes / no, edited with a checkbox.
 */
export const switchType: ValueTypeDef = {
  Editor: SwitchEditor,
  Cell: SwitchCell,
  // A new record starts active; a search starts with no status filter. A yes/no fact states its own.
  item: (col, mode) => (mode === 'search' || col.yesNo ? {} : { initialValue: ACTIVE }),
};

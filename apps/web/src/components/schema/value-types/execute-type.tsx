import { Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorProps, ValueTypeDef } from '../types.ts';

/** requirements §3 execution setting: type 0 run immediately, 1 repeat every day, week or month. */
export const EXECUTE_TYPES = [0, 1] as const;
export const EXECUTION_CYCLES = ['day', 'week', 'month'] as const;
export interface ExecuteSetting {
  type: 0 | 1;
  executionCycle?: (typeof EXECUTION_CYCLES)[number];
}

function ExecuteTypeEditor({ value, onChange, disabled, id }: EditorProps) {
  const { t } = useTranslation('table');
  const v = (value as ExecuteSetting | undefined) ?? { type: 0 };
  return (
    <Space id={id} wrap>
      <Radio.Group
        value={v.type}
        disabled={disabled}
        onChange={(e) =>
          // Repeat needs a cycle: day is the natural default; run-now carries none.
          onChange?.(e.target.value === 1 ? { type: 1, executionCycle: v.executionCycle ?? 'day' } : { type: 0 })
        }
        options={EXECUTE_TYPES.map((x) => ({ value: x, label: t(`execute.type.${x}`) }))}
      />
      {v.type === 1 && (
        <Select
          aria-label={t('execute.cycle')}
          value={v.executionCycle ?? 'day'}
          disabled={disabled}
          onChange={(c) => onChange?.({ type: 1, executionCycle: c })}
          options={EXECUTION_CYCLES.map((c) => ({ value: c, label: t(`execute.cycle.${c}`) }))}
          style={{ width: 120 }}
        />
      )}
    </Space>
  );
}

function ExecuteTypeCell({ value }: { value: unknown }) {
  const { t } = useTranslation('table');
  const v = value as ExecuteSetting | undefined;
  if (!v || (v.type !== 0 && v.type !== 1)) return '-';
  return v.type === 1
    ? `${t('execute.type.1')} · ${t(`execute.cycle.${v.executionCycle ?? 'day'}`)}`
    : t('execute.type.0');
}

/** executeType: the execution setting as one composite value { type, executionCycle }. */
export const executeType: ValueTypeDef = {
  Editor: ExecuteTypeEditor,
  Cell: ExecuteTypeCell,
  item: () => ({ initialValue: { type: 0 } }),
};

import type { QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { useMemo } from 'react';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { type QcRuleForm, qcRuleForm } from './qc-rule.api.ts';

interface Props {
  open: boolean;
  editing: QcRuleRow | undefined;
  columns: SchemaColumn<QcRuleForm>[];
  title: string;
  saving: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}

/** The kit's dialog, started from the row with its threshold in the field of its kind. */
export function QcRuleModal({ editing, ...props }: Props) {
  // One object per edited row: a new one on each render would reset the form.
  const row = useMemo(() => (editing ? qcRuleForm(editing) : undefined), [editing]);
  return <FormModal<QcRuleForm> {...props} row={row} />;
}

import type { TriggerRow } from '@zhiyu/contract/modules/aihelper/trigger';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { ActionsEditor } from './actions.editor.tsx';
import { type TriggerForm, triggerForm } from './trigger.api.ts';
import { triggerColumns } from './trigger.columns.tsx';

interface Props {
  open: boolean;
  editing: TriggerRow | undefined;
  title: string;
  saving: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}

/** What a new trigger starts with besides the columns' initial values: one tip to fill in. */
const NEW: Partial<TriggerForm> = { actions: [{ kind: 'tip', text: '' }] };

/**
 * The kit's dialog for a trigger: the schema's fields (the line conditions only for an event with
 * a line), then the actions editor, started from the row or from one empty tip.
 */
export function TriggerModal({ editing, ...props }: Props) {
  const { t } = useTranslation('aihelper-config');
  const columns = useMemo(() => triggerColumns(t), [t]);
  // One object per edited row: a new one on each render would reset the form.
  const row = useMemo(() => (editing ? triggerForm(editing) : NEW), [editing]);
  return (
    <FormModal<TriggerForm> {...props} columns={columns} row={row} name="trigger" width={720}>
      <ActionsEditor />
    </FormModal>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMarkTask } from '@zhiyu/contract/modules/learnself/marking';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../platform/access/can.tsx';
import { call } from '../../../platform/request/call.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { markingKeys } from '../marking/marking.api.ts';
import { MarkTaskModal } from '../marking/task.form.tsx';
import { taskBody } from '../marking/task.values.ts';

/**
 * The pool's send to labelling (requirements R4 §1 → §3): the checked pool rows become a new
 * labelling task, made in the labelling screen's new-task dialog (with the marking add button).
 */
export function ToMarkingButton({ selected, onSent }: { selected: { id: string }[]; onSent: () => void }) {
  const { t } = useTranslation('learnself-marking');
  const qc = useQueryClient();
  const [poolIds, setPoolIds] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const create = useMutation({
    mutationFn: (values: Record<string, unknown>) => call(createMarkTask, { body: taskBody(values, poolIds) }),
    onSuccess: (row) => {
      notifySuccess(t('task.created', { name: row.name, count: row.total }));
      setOpen(false);
      onSent();
      return qc.invalidateQueries({ queryKey: markingKeys.all });
    },
  });
  const none = !selected.length;
  return (
    <Can code="learnself.marking.add-button">
      <Tooltip title={none ? t('pool.sendTip') : undefined}>
        <Button
          disabled={none}
          onClick={() => {
            setPoolIds(selected.map((r) => r.id));
            setOpen(true);
          }}
          data-testid="pool-to-marking"
        >
          {t('pool.send')}
          {none ? '' : ` (${selected.length})`}
        </Button>
      </Tooltip>
      <MarkTaskModal
        open={open}
        fromPool={poolIds.length}
        saving={create.isPending}
        onSubmit={(v) => create.mutate(v)}
        onClose={() => setOpen(false)}
      />
    </Can>
  );
}

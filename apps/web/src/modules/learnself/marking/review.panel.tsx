import { listMarkItems, type MarkItemRow } from '@zhiyu/contract/modules/learnself/marking';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { itemColumns } from './items.columns.tsx';
import { markingKeys, type TaskDetail } from './marking.api.ts';
import { ReviewModal } from './review.modal.tsx';

/**
 * The review of a task (requirements R4 §3): its utterances by state (a two-person task opens on its
 * conflicts) with every labeller's label, and the reviewer's decision of a conflict, or the
 * overruling of a done label not yet written into the dataset.
 */
export function ReviewPanel({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('learnself-marking');
  const columns = useMemo(() => itemColumns(t, task), [t, task]);
  const [deciding, setDeciding] = useState<MarkItemRow | null>(null);
  return (
    <div data-testid="review-panel">
      <SchemaTable<MarkItemRow>
        columns={columns}
        queryKey={markingKeys.items(task.id)}
        list={listMarkItems}
        extra={{ taskId: task.id }}
        listState="local"
        actions={{
          title: t('actions'),
          render: (row) => (
            <RowActions
              testId={`item-actions-${row.id}`}
              actions={[
                {
                  key: 'decide',
                  label: row.state === 'conflict' ? t('review.decide') : t('review.overrule'),
                  code: 'learnself.marking.review-button',
                  hidden: row.committed || row.state === 'pending',
                  testId: 'item-decide',
                  onClick: () => setDeciding(row),
                },
              ]}
            />
          ),
        }}
      />
      <ReviewModal item={deciding} task={task} onClose={() => setDeciding(null)} />
    </div>
  );
}

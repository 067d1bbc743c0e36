import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarkItemRow, NOISE } from '@zhiyu/contract/modules/learnself/marking';
import { Form, Radio, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { markingKeys, review, type TaskDetail } from './marking.api.ts';
import { labelName } from './workbench.options.ts';

/** The labels the labellers gave, each with who gave it: the reviewer's quick choices. */
export function markedChoices(item: Pick<MarkItemRow, 'marks'>): { label: string; users: string[] }[] {
  const by = new Map<string, string[]>();
  for (const m of item.marks) by.set(m.label, [...(by.get(m.label) ?? []), m.user]);
  return [...by].map(([label, users]) => ({ label, users }));
}

/**
 * A reviewer decides an utterance (requirements R4 §3): one of the labellers' labels (shown with who
 * gave it), or any label of the task, or noise. Opened on a conflict, or on a done utterance not yet
 * written into the dataset (to overrule it).
 */
export function ReviewModal({
  item,
  task,
  onClose,
}: {
  item: MarkItemRow | null;
  task: TaskDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('learnself-marking');
  const qc = useQueryClient();
  const [label, setLabel] = useState<string | undefined>();
  const choices = useMemo(() => (item ? markedChoices(item) : []), [item]);
  useEffect(() => setLabel(item?.label || undefined), [item]);
  const save = useMutation({
    mutationFn: (v: { id: string; label: string }) => review(v.id, v.label),
    onSuccess: (row) => {
      notifySuccess(t('review.done', { label: labelName(t, task.datasetType, row.label) }));
      onClose();
      return qc.invalidateQueries({ queryKey: markingKeys.all });
    },
  });
  const name = (l: string) => labelName(t, task.datasetType, l);
  // An ner task's labels are entity types, not markings: its reviewer adopts a labeller's marking or noise.
  const all = task.datasetType === 'ner' ? [NOISE] : [...task.labels, NOISE];
  return (
    <AppModal
      open={!!item}
      title={t('review.title')}
      onCancel={onClose}
      onOk={() => item && label && save.mutate({ id: item.id, label })}
      okButtonProps={{ disabled: !label, 'data-testid': 'review-ok' }}
      confirmLoading={save.isPending}
      okText={t('review.ok')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      {item && (
        <Form layout="vertical" data-testid="review-form">
          <Typography.Paragraph strong style={{ fontSize: 18 }}>
            {item.text}
          </Typography.Paragraph>
          {choices.length > 0 && (
            <Form.Item label={t('review.marked')}>
              <Radio.Group value={label} onChange={(e) => setLabel(e.target.value)} data-testid="review-marked">
                {choices.map((c) => (
                  <Radio key={c.label} value={c.label} style={{ display: 'flex', marginBottom: 8 }}>
                    {name(c.label)} <Typography.Text type="secondary">({c.users.join(', ')})</Typography.Text>
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          )}
          <Form.Item label={t('review.other')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              value={label}
              onChange={setLabel}
              options={all.map((l) => ({ value: l, label: name(l) }))}
              placeholder={t('review.otherPlaceholder')}
              data-testid="review-label"
            />
          </Form.Item>
        </Form>
      )}
    </AppModal>
  );
}

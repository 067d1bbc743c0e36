import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryNode } from '@zhiyu/contract/modules/aikb/category';
import type { QaCandidateRow } from '@zhiyu/contract/modules/learnself/qa';
import { Form, TreeSelect, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import type { Named } from '../pool/pool.api.ts';
import { acceptCandidates, fetchCategories, libraryPage, qaKeys } from './qa.api.ts';

interface Values {
  libraryId?: string;
  categoryId?: string;
}
type TreeNode = { title: string; value: string; children: TreeNode[] };
const treeOf = (nodes: CategoryNode[]): TreeNode[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, children: treeOf(n.children) }));

/** What an accept did, in one message: how many went in, and the questions the library already held. */
export function acceptedText(t: TFunction, r: { pushed: number; skipped: { question: string }[] }): string {
  if (!r.skipped.length) return t('accept.done', { count: r.pushed });
  const shown = r.skipped.slice(0, 3).map((s) => s.question);
  const more = r.skipped.length > shown.length ? t('accept.more', { count: r.skipped.length - shown.length }) : '';
  return t('accept.doneSkipped', { count: r.pushed, skipped: r.skipped.length, questions: shown.join(' / ') + more });
}

export interface AcceptModalProps {
  /** The candidates to push; null: closed. */
  rows: QaCandidateRow[] | null;
  onClose: () => void;
  /** After a push (the table clears its checked rows). */
  onAccepted?: () => void;
}

/** Accept into a library: the library (and a category of it, if wanted) the candidates go into as items. */
export function AcceptModal({ rows, onClose, onAccepted }: AcceptModalProps) {
  const { t } = useTranslation('learnself-qa');
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const libraryId = Form.useWatch('libraryId', form);
  useEffect(() => {
    if (rows) form.resetFields();
  }, [rows, form]);
  const categories = useQuery({
    queryKey: qaKeys.categories(libraryId ?? ''),
    queryFn: () => fetchCategories(libraryId ?? ''),
    enabled: !!rows && !!libraryId,
  });
  const accept = useMutation({
    mutationFn: (v: Values) =>
      acceptCandidates({
        ids: (rows ?? []).map((r) => r.id),
        libraryId: v.libraryId ?? '',
        ...(v.categoryId ? { categoryId: v.categoryId } : {}),
      }),
    onSuccess: async (r) => {
      notifySuccess(acceptedText(t, r));
      onAccepted?.();
      onClose();
      await qc.invalidateQueries({ queryKey: qaKeys.all });
    },
  });
  return (
    <AppModal
      open={!!rows}
      title={t('accept.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('accept.ok')}
      cancelText={t('common:cancel')}
      confirmLoading={accept.isPending}
      forceRender
      destroyOnHidden={false}
    >
      <Typography.Paragraph data-testid="qa-accept-count">
        {t('accept.count', { count: rows?.length ?? 0 })}
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" name="qaAccept" onFinish={(v) => accept.mutate(v)}>
        <Form.Item
          name="libraryId"
          label={t('accept.library')}
          rules={[{ required: true, message: t('table:requiredSelect') }]}
        >
          <SelectLoadMore<Named>
            queryKey={qaKeys.libraries()}
            request={libraryPage}
            toOption={(x) => ({ value: x.id, label: x.name })}
            placeholder={t('accept.libraryPlaceholder')}
            allowClear={false}
            data-testid="qa-accept-library"
            onChange={() => form.setFieldValue('categoryId', undefined)}
          />
        </Form.Item>
        <Form.Item name="categoryId" label={t('accept.category')} tooltip={t('accept.categoryTip')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            disabled={!libraryId}
            loading={categories.isFetching}
            placeholder={libraryId ? t('accept.noCategory') : t('accept.pickLibraryFirst')}
            treeData={treeOf(categories.data ?? [])}
            notFoundContent={categories.isError ? t('loadFailed') : t('accept.categoriesEmpty')}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

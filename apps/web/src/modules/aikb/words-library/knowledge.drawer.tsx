import type { CategoryNode } from '@zhiyu/contract/modules/aikb/category';
import type { KnowledgeRow } from '@zhiyu/contract/modules/aikb/knowledge';
import { Button, Drawer, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import type { KnowledgeForm } from './knowledge.columns.tsx';
import { SimilarSuggest } from './similar-suggest.panel.tsx';

type Values = Record<string, unknown>;

/** The ids from the root to a category, as the cascader holds them. */
export function categoryPath(tree: CategoryNode[], id: string | null): string[] | undefined {
  if (!id) return undefined;
  for (const n of tree) {
    if (n.id === id) return [n.id];
    const c = n.children.find((x) => x.id === id);
    if (c) return [n.id, c.id];
  }
  return undefined;
}

/** An item as the drawer's form holds it (category path, effective range). */
export function formValues(row: KnowledgeRow, tree: CategoryNode[]): Partial<KnowledgeForm> {
  const { categoryId, effectiveFrom, effectiveTo, ...rest } = row;
  return {
    ...rest,
    category: categoryPath(tree, categoryId),
    effective: effectiveFrom === null && effectiveTo === null ? undefined : [effectiveFrom, effectiveTo],
  };
}

/** Create/edit of a knowledge item in a 900 px drawer (requirements §9), the answer in the rich editor. */
export function KnowledgeDrawer({
  open,
  title,
  columns,
  values,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  columns: SchemaColumn<KnowledgeForm>[];
  values?: Partial<KnowledgeForm>;
  saving: boolean;
  onSubmit: (v: Values) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm();
  // Suggestions sit under the similar questions they fill; a new list per opening and per item.
  const suggest = open ? <SimilarSuggest key={values?.id ?? 'new'} form={form} /> : null;
  const withSuggestions = columns.map((c) => (c.dataIndex === 'similar' ? { ...c, extra: suggest } : c));
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (values) form.setFieldsValue(values);
  }, [open, values, form]);
  return (
    <Drawer
      open={open}
      title={title}
      width={DRAWER_WIDTH}
      onClose={onClose}
      forceRender
      destroyOnHidden={false}
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="kb-item-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      <SchemaForm columns={withSuggestions} form={form} mode="modal" name="knowledge" onSubmit={onSubmit} />
    </Drawer>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createKnowledge,
  deleteKnowledge,
  listKnowledge,
  updateKnowledge,
} from '@zhiyu/contract/modules/aikb/knowledge';
import { Button, Card, Col, Row, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { DocumentsPanel } from '../document/documents.panel.tsx';
import { CategoryTree } from './category.tree.tsx';
import { categoryKeys, fetchKnowledge, fetchTree, knowledgeKeys, libraryById, libraryKeys } from './kb.api.ts';
import { KnowledgeBatch } from './knowledge.batch.tsx';
import { knowledgeColumns } from './knowledge.columns.tsx';
import { formValues, KnowledgeDrawer } from './knowledge.drawer.tsx';
import { KnowledgeEvidenceDrawer } from './knowledge-evidence.drawer.tsx';
import { KnowledgeIoButtons } from './knowledge-io.buttons.tsx';

type Values = Record<string, unknown>;
const FIELDS = [
  'type',
  'question',
  'similar',
  'answer',
  'categoryId',
  'tags',
  'validity',
  'effectiveFrom',
  'effectiveTo',
];
/** The label tree's column (px): room for two levels of names and their three action icons. */
const TREE_WIDTH = 280;
const pick = (v: Values) => Object.fromEntries(FIELDS.filter((k) => k in v).map((k) => [k, v[k]]));

/** One library: its label tree on the left, its knowledge on the right (filters, table, drawer, batch). */
export default function LibraryDetailPanel({ libraryId, onBack }: { libraryId: string; onBack: () => void }) {
  const { t } = useTranslation('aikb');
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category');
  // The library's two kinds of knowledge: question-and-answer items, and documents split into segments.
  const tab = params.get('tab') === 'documents' ? 'documents' : 'knowledge';
  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'documents') next.set('tab', key);
    else next.delete('tab');
    setParams(next);
  };
  const columns = useMemo(() => knowledgeColumns(t, libraryId), [t, libraryId]);
  const library = useQuery({ queryKey: libraryKeys.one(libraryId), queryFn: () => libraryById(libraryId) });
  const tree = useQuery({ queryKey: categoryKeys.tree(libraryId), queryFn: () => fetchTree(libraryId) });
  const name = library.data?.name ?? '';
  // An import may add categories: the tree is mounted again to read them.
  const [treeVersion, setTreeVersion] = useState(0);
  const [evidenceOf, setEvidenceOf] = useState<{ id: string; question: string } | null>(null);
  const crud = useCrud({
    list: listKnowledge,
    invalidate: [knowledgeKeys.all, categoryKeys.all, libraryKeys.all],
    create: {
      endpoint: createKnowledge,
      body: (v) => ({ libraryId, ...pick(v) }) as BodyOf<typeof createKnowledge>,
    },
    update: {
      endpoint: updateKnowledge,
      body: ({ row, values }) => ({ id: row.id, ...pick(values) }) as BodyOf<typeof updateKnowledge>,
    },
    remove: { endpoint: deleteKnowledge, body: idsOf },
  });
  const reload = crud.refresh;
  const done = () => {
    notifySuccess();
    return reload();
  };
  const selectCategory = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('category', id);
    else next.delete('category');
    next.set('page', '1');
    setParams(next);
  };
  const editing = crud.editing;
  const values = useMemo(() => (editing ? formValues(editing, tree.data ?? []) : undefined), [editing, tree.data]);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {t('library.backToList')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="kb-library-name">
          {name}
        </Typography.Title>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        items={[
          {
            key: 'knowledge',
            label: t('library.tabKnowledge'),
            children: (
              // The tree keeps its fixed column beside the list at every width: a wrapping row would
              // put it above the filters as soon as the table's natural width exceeds what is left.
              <Row gutter={16} wrap={false} align="top" data-testid="kb-library-layout">
                <Col flex={`0 0 ${TREE_WIDTH}px`} data-testid="kb-tree-column">
                  <Card size="small" title={t('tree.title')}>
                    <CategoryTree key={`${libraryId}:${treeVersion}`} libraryId={libraryId} onSelect={selectCategory} />
                  </Card>
                </Col>
                <Col flex="1 1 0" style={{ minWidth: 0 }} data-testid="kb-list-column">
                  <CrudTable
                    crud={crud}
                    columns={columns}
                    queryKey={knowledgeKeys.list(libraryId, categoryId)}
                    list={listKnowledge}
                    extra={{ libraryId, ...(categoryId ? { categoryId } : {}) }}
                    request={fetchKnowledge}
                    selectable
                    codes={crudCodes('aikb.knowledge')}
                    texts={{
                      add: t('item.add'),
                      edit: t('item.edit'),
                      actions: t('actions'),
                      editAction: t('edit'),
                      deleteConfirm: (row) => t('item.deleteConfirm', { name: row.question }),
                    }}
                    actionsWidth={200}
                    rowActions={(row, { edit, remove }) => [
                      edit,
                      { key: 'evidence', label: t('evidence.open'), onClick: () => setEvidenceOf(row) },
                      remove,
                    ]}
                    toolbarTestId="kb-toolbar"
                    toolbarExtra={({ selected, clear }) => (
                      <>
                        <KnowledgeBatch
                          libraryId={libraryId}
                          selected={selected}
                          done={() => {
                            clear();
                            return done();
                          }}
                        />
                        <KnowledgeIoButtons
                          libraryId={libraryId}
                          filter={categoryId ? { categoryId } : {}}
                          onImported={() => void reload().then(() => setTreeVersion((v) => v + 1))}
                        />
                      </>
                    )}
                    form={(f) => (
                      <KnowledgeDrawer
                        open={f.open}
                        title={f.title}
                        columns={columns}
                        values={values}
                        saving={f.saving}
                        onSubmit={f.onSubmit}
                        onClose={f.onClose}
                      />
                    )}
                  />
                </Col>
              </Row>
            ),
          },
          { key: 'documents', label: t('library.tabDocuments'), children: <DocumentsPanel libraryId={libraryId} /> },
        ]}
      />
      <KnowledgeEvidenceDrawer item={evidenceOf} onClose={() => setEvidenceOf(null)} />
    </>
  );
}

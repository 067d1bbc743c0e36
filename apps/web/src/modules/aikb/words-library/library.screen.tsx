import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KnowledgeRow, listKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { Button, Card, Col, Row, Space, Tabs, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { DocumentsPanel } from '../document/documents.panel.tsx';
import { CategoryTree } from './category.tree.tsx';
import {
  addKnowledge,
  categoryKeys,
  editKnowledge,
  fetchKnowledge,
  fetchTree,
  knowledgeKeys,
  libraryById,
  libraryKeys,
  removeKnowledge,
} from './kb.api.ts';
import { KnowledgeBatch } from './knowledge.batch.tsx';
import { knowledgeColumns } from './knowledge.columns.tsx';
import { formValues, KnowledgeDrawer } from './knowledge.drawer.tsx';
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
export default function LibraryScreen({ libraryId, onBack }: { libraryId: string; onBack: () => void }) {
  const { t } = useTranslation('aikb');
  const editDelete = useEditDelete();
  const qc = useQueryClient();
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
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<KnowledgeRow | undefined>();
  // An import may add categories: the tree is mounted again to read them.
  const [treeVersion, setTreeVersion] = useState(0);
  const reload = useCallback(
    () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: knowledgeKeys.all }),
        qc.invalidateQueries({ queryKey: categoryKeys.all }),
        qc.invalidateQueries({ queryKey: libraryKeys.all }),
      ]),
    [qc],
  );
  const done = () => {
    notifySuccess();
    return reload();
  };
  const save = useMutation({
    mutationFn: (v: Values) =>
      editing
        ? editKnowledge({ id: editing.id, ...pick(v) } as Parameters<typeof editKnowledge>[0])
        : addKnowledge({ libraryId, ...pick(v) } as Parameters<typeof addKnowledge>[0]),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const selectCategory = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('category', id);
    else next.delete('category');
    next.set('page', '1');
    setParams(next);
  };
  const openForm = (row?: KnowledgeRow) => {
    setEditing(row);
    toggle();
  };
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
                  <SchemaTable
                    columns={columns as never}
                    queryKey={knowledgeKeys.list(libraryId, categoryId)}
                    list={listKnowledge}
                    extra={{ libraryId, ...(categoryId ? { categoryId } : {}) }}
                    request={fetchKnowledge}
                    selectable
                    toolbar={({ selected, clear }) => (
                      <Space wrap data-testid="kb-toolbar">
                        <Can code="aikb.knowledge.add-button">
                          <Button type="primary" onClick={() => openForm()}>
                            {t('item.add')}
                          </Button>
                        </Can>
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
                      </Space>
                    )}
                    actions={{
                      title: t('actions'),
                      width: 140,
                      render: (row) => (
                        <Space>
                          <Can code="aikb.knowledge.edit-button">
                            <Button type="link" size="small" onClick={() => openForm(row)}>
                              {t('edit')}
                            </Button>
                          </Can>
                          <RowActions
                            actions={editDelete({
                              remove: {
                                code: 'aikb.knowledge.delete-button',
                                confirm: t('item.deleteConfirm', { name: row.question }),
                                onClick: () => removeKnowledge([row.id]).then(done),
                              },
                            })}
                          />
                        </Space>
                      ),
                    }}
                  />
                </Col>
              </Row>
            ),
          },
          { key: 'documents', label: t('library.tabDocuments'), children: <DocumentsPanel libraryId={libraryId} /> },
        ]}
      />
      <KnowledgeDrawer
        open={open}
        title={editing ? t('item.edit') : t('item.add')}
        columns={columns}
        values={values}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryNode } from '@zhiyu/contract/modules/aikb/category';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelTree } from '../../../components/label-tree/label-tree.tsx';
import type { LabelNode } from '../../../components/label-tree/tree-data.ts';
import { useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addCategory, categoryKeys, fetchTree, knowledgeKeys, removeCategory, renameCategory } from './kb.api.ts';

const toLabels = (nodes: CategoryNode[]): LabelNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: n.children.length ? toLabels(n.children) : [] }));

/** key → { title, parent } of a two-level tree. */
function flat(nodes: LabelNode[]) {
  const out = new Map<string, { title: string; parent: string | null }>();
  for (const n of nodes) {
    out.set(n.key, { title: n.title, parent: null });
    for (const c of n.children ?? []) out.set(c.key, { title: c.title, parent: n.key });
  }
  return out;
}

/**
 * The library's label tree (requirements §5) on the shared LabelTree: each change the tree reports is sent
 * as one call (add, rename, delete). A new node keeps its local key while its create is on the way;
 * later renames or deletes of it wait for the server's id. A refused change reloads the tree.
 */
export function CategoryTree({
  libraryId,
  onSelect,
}: {
  libraryId: string;
  onSelect: (categoryId: string | null) => void;
}) {
  const { t } = useTranslation('aikb');
  const qc = useQueryClient();
  const canAdd = useCan('aikb.category.add-button');
  const canEdit = useCan('aikb.category.edit-button');
  const canDelete = useCan('aikb.category.delete-button');
  const q = useQuery({ queryKey: categoryKeys.tree(libraryId), queryFn: () => fetchTree(libraryId) });
  const [nodes, setNodes] = useState<LabelNode[] | null>(null);
  const ids = useRef(new Map<string, Promise<string>>());
  // The server's tree is taken when there is none yet and no fetch is under way (mount, reload);
  // afterwards the tree is the user's edits, so a rename in progress is never swept away.
  useEffect(() => {
    if (q.data && nodes === null && !q.isFetching) setNodes(toLabels(q.data));
  }, [q.data, q.isFetching, nodes]);
  const idOf = (key: string) => ids.current.get(key) ?? Promise.resolve(key);
  const reload = async () => {
    ids.current.clear();
    setNodes(null);
    await qc.invalidateQueries({ queryKey: categoryKeys.tree(libraryId) });
  };
  const settle = (p: Promise<unknown>) =>
    p.then(
      () => {
        notifySuccess();
        // Lists, pickers and the drawer's cascader read the tree again; this view keeps its own.
        void qc.invalidateQueries({ queryKey: knowledgeKeys.all });
        void qc.invalidateQueries({ queryKey: categoryKeys.all });
        void qc.invalidateQueries({ queryKey: ['schema-options'] });
      },
      () => reload(),
    );

  const change = (next: LabelNode[]) => {
    const before = flat(nodes ?? []);
    const after = flat(next);
    for (const [key, n] of after) {
      const old = before.get(key);
      if (!old) {
        if (!canAdd) return;
        const created = (async () => {
          const parentId = n.parent ? await idOf(n.parent) : null;
          return (await addCategory({ libraryId, parentId, name: n.title })).id;
        })();
        ids.current.set(key, created);
        void settle(created);
      } else if (old.title !== n.title) {
        if (!canEdit) return;
        void settle(idOf(key).then((id) => renameCategory(id, n.title)));
      }
    }
    for (const [key, n] of before)
      if (!after.has(key) && !(n.parent && !after.has(n.parent))) {
        if (!canDelete) return;
        void settle(idOf(key).then((id) => removeCategory(id)));
      }
    setNodes(next);
  };

  if (!nodes) return <Spin />;
  return (
    <div data-testid="kb-tree">
      <LabelTree
        value={nodes}
        rootTitle={t('tree.root')}
        onChange={change}
        can={{ add: canAdd, edit: canEdit, remove: canDelete }}
        onSelect={(key) => {
          if (!key) return onSelect(null);
          void idOf(key).then(onSelect, () => onSelect(null));
        }}
      />
    </div>
  );
}

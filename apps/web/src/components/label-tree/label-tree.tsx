import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addChild, canAddChild, filterTree, type LabelNode, removeNode, renameNode, throttle } from './tree-data.ts';

/** requirements §9: tree search is throttled to one filter per 500 ms. */
export const TREE_SEARCH_THROTTLE_MS = 500;
const ROOT = '__all__';

export interface LabelTreeProps {
  /** Level-1 nodes; their children are level 2. */
  value: LabelNode[];
  onChange: (nodes: LabelNode[]) => void;
  /** The selected node's key, or null for the root (all scenes). */
  onSelect?: (key: string | null) => void;
  /** Which actions the user holds (button permissions); each defaults to allowed. */
  can?: { add?: boolean; edit?: boolean; remove?: boolean };
  /** The root's title where the tree holds something other than scenes (default: all scenes). */
  rootTitle?: string;
}

let seq = 0;
const newKey = () => `new-${Date.now().toString(36)}-${++seq}`;

/**
 * Label tree (requirements §5): a root "all scenes"; level-1 nodes can add a child, edit and delete; level-2
 * nodes only edit and delete. A new node is titled "new scene" and opens for renaming.
 */
export function LabelTree({ value, onChange, onSelect, can = {}, rootTitle }: LabelTreeProps) {
  const { t } = useTranslation('inputs');
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const setThrottled = useRef(throttle(setTerm, TREE_SEARCH_THROTTLE_MS)).current;
  const shown = useMemo(() => filterTree(value, term), [value, term]);
  const [expanded, setExpanded] = useState<Key[]>(() => [ROOT, ...value.map((n) => n.key)]);

  const add = (parent: string | null) => {
    const key = newKey();
    onChange(addChild(value, parent, { key, title: t('newScene') }));
    if (parent) setExpanded((keys) => [...keys, parent]);
    setEditing(key);
  };
  const actions = (node: LabelNode, level: number) => (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} style={{ marginLeft: 8 }}>
      {canAddChild(level) && can.add !== false && (
        <Button
          size="small"
          type="text"
          icon={<PlusOutlined />}
          aria-label={t('addChild')}
          onClick={() => add(level ? node.key : null)}
        />
      )}
      {level > 0 && can.edit !== false && (
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('edit')}
          onClick={() => setEditing(node.key)}
        />
      )}
      {level > 0 && can.remove !== false && (
        <Popconfirm
          title={t('deleteConfirm', { name: node.title })}
          onConfirm={() => onChange(removeNode(value, node.key))}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
        </Popconfirm>
      )}
    </span>
  );
  const toData = (nodes: LabelNode[], level: number): DataNode[] =>
    nodes.map((n) => ({
      key: n.key,
      title: (
        <span data-level={level}>
          {editing === n.key ? (
            <Input
              size="small"
              autoFocus
              defaultValue={n.title}
              aria-label={t('edit')}
              style={{ width: 160 }}
              onClick={(e) => e.stopPropagation()}
              // The tree treats a focus inside it as keyboard navigation and scrolls; editing is not that.
              onFocus={(e) => e.stopPropagation()}
              onBlur={(e) => {
                const title = e.target.value.trim();
                if (title && title !== n.title) onChange(renameNode(value, n.key, title));
                setEditing(null);
              }}
              onPressEnter={(e) => e.currentTarget.blur()}
            />
          ) : (
            n.title
          )}
          {editing !== n.key && actions(n, level)}
        </span>
      ),
      children: n.children && toData(n.children, level + 1),
    }));
  const root: LabelNode = { key: ROOT, title: rootTitle ?? t('allScenes') };
  const treeData: DataNode[] = [
    {
      key: ROOT,
      title: (
        <span data-level={0}>
          {root.title}
          {actions(root, 0)}
        </span>
      ),
      children: toData(shown, 1),
    },
  ];
  return (
    <div>
      <Input.Search
        allowClear
        placeholder={t('searchTree')}
        onChange={(e) => setThrottled(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Tree
        blockNode
        // While searching every match is opened; otherwise the user's expansion stands.
        expandedKeys={term ? [ROOT, ...shown.map((n) => n.key)] : expanded}
        onExpand={(keys) => setExpanded(keys)}
        treeData={treeData}
        onSelect={(keys) => onSelect?.(keys[0] && keys[0] !== ROOT ? String(keys[0]) : null)}
      />
    </div>
  );
}

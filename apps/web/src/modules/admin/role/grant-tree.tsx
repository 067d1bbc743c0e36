import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { halfChecked, indexNodes, type LogicNode, toggle } from './grant-logic.ts';
import { ResourceTitle, type TitledNode } from './resource-title.tsx';

export type GrantTreeNode = LogicNode & TitledNode;

interface Props {
  nodes: readonly GrantTreeNode[];
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Ids to show (matches and their ancestors); null shows everything. */
  visible?: ReadonlySet<string> | null;
  /** Pixel height: antd then renders only the rows in view (virtual scrolling, 2,000+ nodes). */
  height?: number;
  readOnly?: boolean;
}

type Item = DataNode & { node: GrantTreeNode };

/**
 * antd's tree data, holding only what is on show: a folded node keeps an expander but no children,
 * so opening the editor over 2,000 resources builds a few hundred tree entries, not all of them.
 */
function build(
  nodes: readonly GrantTreeNode[],
  visible: ReadonlySet<string> | null | undefined,
  open: ReadonlySet<string> | null,
  readOnly?: boolean,
) {
  const items = new Map<string, Item>();
  const roots: Item[] = [];
  for (const n of nodes) {
    if (visible && !visible.has(n.id)) continue;
    items.set(n.id, { key: n.id, node: n, disableCheckbox: readOnly || !n.grantable, isLeaf: true });
  }
  for (const n of nodes) {
    const item = items.get(n.id);
    if (!item) continue;
    const parent = n.parentId ? items.get(n.parentId) : undefined;
    if (!parent) {
      roots.push(item);
      continue;
    }
    parent.isLeaf = false;
    if (open && !open.has(parent.key as string)) continue;
    parent.children ??= [];
    parent.children.push(item);
  }
  return roots;
}

/**
 * The checkable resource tree of the grant editor. It checks strictly and applies the rules of
 * grant-logic.ts (a menu brings its buttons and interfaces; a button brings its menu).
 */
export function GrantTree({ nodes, checked, onChange, visible, height = 560, readOnly }: Props) {
  const { t } = useTranslation(['access', 'menu']);
  const ix = useMemo(() => indexNodes(nodes), [nodes]);
  const parents = useMemo(() => nodes.filter((n) => ix.children.has(n.id)).map((n) => n.id), [nodes, ix]);
  // Directories start open and menus folded (their buttons and interfaces one click away); a
  // search shows every match with its ancestors open.
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(nodes.filter((n) => n.type === 0).map((n) => n.id)),
  );
  const open = visible ? null : opened;
  const treeData = useMemo(() => build(nodes, visible, open, readOnly), [nodes, visible, open, readOnly]);
  const expandedKeys = useMemo(() => (open ? parents.filter((p) => open.has(p)) : parents), [parents, open]);
  const checkedKeys = useMemo(() => ({ checked: [...checked], halfChecked: halfChecked(ix, checked) }), [checked, ix]);
  // The tree mounts one frame after its container: opening the editor is then two short frames
  // (the drawer, then the tree) instead of one long one.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(id);
  }, []);
  if (!ready) return <div style={{ height }} data-testid="grant-tree-pending" />;
  return (
    <Tree<Item>
      checkable
      checkStrictly
      selectable={false}
      blockNode
      height={height}
      treeData={treeData}
      expandedKeys={expandedKeys}
      onExpand={(_, info) => {
        if (visible) return;
        const next = new Set(opened);
        if (info.expanded) next.add(String(info.node.key));
        else next.delete(String(info.node.key));
        setOpened(next);
      }}
      checkedKeys={checkedKeys}
      onCheck={(_, info) => onChange(toggle(ix, checked, String(info.node.key), info.checked))}
      titleRender={(item) => <ResourceTitle node={item.node} t={t} />}
    />
  );
}

const WARMUP_DATA = [{ key: 'warmup', title: '' }];

/**
 * An invisible one-node checkable tree, rendered with the role list: antd writes a component's
 * styles on its first render (about 100 ms for the tree), so paying that while the list loads keeps
 * the first opening of the grant editor under 100 ms a frame.
 */
export function GrantTreeWarmup() {
  return (
    <div aria-hidden style={{ display: 'none' }}>
      <Tree checkable checkStrictly treeData={WARMUP_DATA} />
    </div>
  );
}

/**
 * Check rules of the grant editor, kept apart from antd so they are tested on their own and stay
 * linear on a 2,000-node tree. The tree runs with `checkStrictly` and these rules instead of antd's
 * conduction, so a menu can be granted with only some of its buttons and interfaces:
 * - checking a node checks everything below it (a menu brings its buttons and interfaces) and the
 *   nodes above it (a button is useless without its menu);
 * - unchecking a node unchecks everything below it; a directory above with nothing checked left
 *   below it is unchecked too (menus stay: a menu may be granted without its buttons).
 */
export interface LogicNode {
  id: string;
  parentId: string | null;
  type: 0 | 1 | 2 | 3;
  /** False: shown for structure or as invalid; never checked or unchecked by the rules. */
  grantable: boolean;
}

export interface TreeIndex {
  byId: Map<string, LogicNode>;
  children: Map<string, string[]>;
}

export function indexNodes(nodes: readonly LogicNode[]): TreeIndex {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<string, string[]>();
  for (const n of nodes) {
    if (!n.parentId || !byId.has(n.parentId)) continue;
    const list = children.get(n.parentId) ?? [];
    list.push(n.id);
    children.set(n.parentId, list);
  }
  return { byId, children };
}

function descendants(ix: TreeIndex, id: string, out: string[] = []): string[] {
  for (const c of ix.children.get(id) ?? []) {
    out.push(c);
    descendants(ix, c, out);
  }
  return out;
}

function ancestors(ix: TreeIndex, id: string): string[] {
  const out: string[] = [];
  for (let p = ix.byId.get(id)?.parentId; p; p = ix.byId.get(p)?.parentId) out.push(p);
  return out;
}

const grantable = (ix: TreeIndex, id: string) => ix.byId.get(id)?.grantable === true;

/** The checked set after the user (un)checks one node. */
export function toggle(ix: TreeIndex, checked: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(checked);
  const below = [id, ...descendants(ix, id)].filter((x) => grantable(ix, x));
  if (on) {
    for (const x of below) next.add(x);
    for (const a of ancestors(ix, id)) if (grantable(ix, a)) next.add(a);
    return next;
  }
  for (const x of below) next.delete(x);
  for (const a of ancestors(ix, id)) {
    const node = ix.byId.get(a);
    if (node?.type !== 0) continue;
    if (!descendants(ix, a).some((d) => next.has(d))) next.delete(a);
  }
  return next;
}

/** Half-checked display: unchecked nodes with something checked below them. */
export function halfChecked(ix: TreeIndex, checked: ReadonlySet<string>): string[] {
  const half = new Set<string>();
  for (const id of checked) {
    for (const a of ancestors(ix, id)) {
      if (half.has(a)) break;
      if (!checked.has(a)) half.add(a);
    }
  }
  return [...half];
}

/** Ids whose own text or title matches, with their ancestors (kept to show where they sit). */
export function matching(ix: TreeIndex, text: (id: string) => string, query: string): Set<string> | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const out = new Set<string>();
  for (const id of ix.byId.keys()) {
    if (!text(id).toLowerCase().includes(q)) continue;
    out.add(id);
    for (const a of ancestors(ix, id)) out.add(a);
  }
  return out;
}

/** Pure edits of a label tree (requirements §5 label tree), kept apart from the view so they are testable. */
export interface LabelNode {
  key: string;
  title: string;
  children?: LabelNode[];
}

/** Deepest level that may receive children: level 1 may, level 2 may not (requirements §5). */
export const MAX_PARENT_LEVEL = 1;

export const canAddChild = (level: number) => level <= MAX_PARENT_LEVEL;

export function addChild(nodes: LabelNode[], parentKey: string | null, child: LabelNode): LabelNode[] {
  if (parentKey === null) return [...nodes, child];
  return nodes.map((n) =>
    n.key === parentKey
      ? { ...n, children: [...(n.children ?? []), child] }
      : { ...n, children: n.children && addChild(n.children, parentKey, child) },
  );
}

export function renameNode(nodes: LabelNode[], key: string, title: string): LabelNode[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, title } : { ...n, children: n.children && renameNode(n.children, key, title) },
  );
}

export function removeNode(nodes: LabelNode[], key: string): LabelNode[] {
  return nodes.filter((n) => n.key !== key).map((n) => ({ ...n, children: n.children && removeNode(n.children, key) }));
}

/** Nodes whose title contains `term`, with their ancestors (so matches stay reachable). */
export function filterTree(nodes: LabelNode[], term: string): LabelNode[] {
  const q = term.trim().toLowerCase();
  if (!q) return nodes;
  return nodes.flatMap((n) => {
    const kids = filterTree(n.children ?? [], q);
    return n.title.toLowerCase().includes(q) || kids.length ? [{ ...n, children: kids }] : [];
  });
}

/** Calls `fn` at most once per `ms`, always ending with the latest arguments (trailing call). */
export function throttle<A extends unknown[]>(fn: (...a: A) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...a: A) => {
    pending = a;
    const wait = last + ms - Date.now();
    if (wait <= 0 && !timer) {
      last = Date.now();
      fn(...a);
      pending = undefined;
      return;
    }
    timer ??= setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        if (pending) fn(...pending);
        pending = undefined;
      },
      Math.max(wait, 0),
    );
  };
}

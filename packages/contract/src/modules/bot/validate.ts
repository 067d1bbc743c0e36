/**
 * What keeps a flow from being published (issue 5 §1). The editor lists these before publishing
 * and the server refuses to publish while any remains. Texts: web locale namespace `bot`, keys
 * `problem.<code>`, params from `problemParams`.
 */
import type { BotFlow, FlowNode } from './flow.ts';

export const FLOW_PROBLEM_CODES = [
  'noStart',
  'manyStarts',
  'unreachable',
  'noTarget',
  'danglingEdge',
  'emptyText',
  'unknownIntent',
  'noBranch',
  'noTemplate',
  'duplicateId',
  'duplicateIntent',
] as const;
export type FlowProblemCode = (typeof FLOW_PROBLEM_CODES)[number];

export interface FlowProblem {
  code: FlowProblemCode;
  nodeId?: string;
  edgeId?: string;
  intentId?: string;
}

function duplicates<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}

/** Every node reachable from the start nodes over edges whose both ends exist. */
function reachable(flow: BotFlow, starts: FlowNode[]): Set<string> {
  const ids = new Set(flow.nodes.map((n) => n.id));
  const next = new Map<string, string[]>();
  for (const e of flow.edges) {
    if (!ids.has(e.source) || !ids.has(e.target)) continue;
    next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  }
  const seen = new Set(starts.map((s) => s.id));
  const queue = [...seen];
  while (queue.length) {
    for (const t of next.get(queue.pop() as string) ?? []) {
      if (!seen.has(t)) {
        seen.add(t);
        queue.push(t);
      }
    }
  }
  return seen;
}

/**
 * The problems of a flow, in document order: ids first, then the start, then node by node, then
 * edges, then intents. An empty list means the flow may be published.
 */
export function validateFlow(flow: BotFlow): FlowProblem[] {
  const out: FlowProblem[] = [];
  for (const n of duplicates(flow.nodes, (n) => n.id)) out.push({ code: 'duplicateId', nodeId: n.id });
  for (const e of duplicates(flow.edges, (e) => e.id)) out.push({ code: 'duplicateId', edgeId: e.id });
  const allIntents = [...flow.intents, ...flow.globalIntents];
  for (const i of duplicates(allIntents, (i) => i.id)) out.push({ code: 'duplicateId', intentId: i.id });

  const starts = flow.nodes.filter((n) => n.type === 'start');
  if (starts.length === 0) out.push({ code: 'noStart' });
  for (const s of starts.slice(1)) out.push({ code: 'manyStarts', nodeId: s.id });

  const ids = new Set(flow.nodes.map((n) => n.id));
  const seen = starts.length ? reachable(flow, starts) : null;
  const from = (id: string) => flow.edges.filter((e) => e.source === id && ids.has(e.target));
  for (const n of flow.nodes) {
    if (seen && !seen.has(n.id)) out.push({ code: 'unreachable', nodeId: n.id });
    const edges = from(n.id);
    if ((n.type === 'speak' || n.type === 'transfer') && !n.text.trim()) out.push({ code: 'emptyText', nodeId: n.id });
    if (n.type === 'speak' && edges.length === 0) out.push({ code: 'noBranch', nodeId: n.id });
    if (n.type === 'sms' && !n.templateId?.trim()) out.push({ code: 'noTemplate', nodeId: n.id });
    if ((n.type === 'start' || n.type === 'sms') && !edges.some((e) => e.kind === 'next'))
      out.push({ code: 'noTarget', nodeId: n.id });
  }

  const intentIds = new Set(flow.intents.map((i) => i.id));
  for (const e of flow.edges) {
    if (!ids.has(e.source) || !ids.has(e.target)) {
      out.push({ code: 'danglingEdge', edgeId: e.id, nodeId: ids.has(e.source) ? e.source : undefined });
      continue;
    }
    if (e.kind === 'intent' && !(e.intentId && intentIds.has(e.intentId)))
      out.push({
        code: 'unknownIntent',
        edgeId: e.id,
        nodeId: e.source,
        ...(e.intentId ? { intentId: e.intentId } : {}),
      });
  }
  // One node branching twice on one intent: only the first edge could ever be taken.
  const branches = flow.edges.filter((e) => e.kind === 'intent' && e.intentId && intentIds.has(e.intentId));
  for (const e of duplicates(branches, (e) => `${e.source}\u0000${e.intentId}`))
    out.push({ code: 'duplicateIntent', edgeId: e.id, nodeId: e.source, intentId: e.intentId ?? undefined });
  // Two intents of one name: nobody could tell which one a branch means.
  for (const i of duplicates(allIntents, (i) => i.name.trim().toLowerCase()))
    out.push({ code: 'duplicateIntent', intentId: i.id });
  return out;
}

/**
 * The locale params of a problem: `node` is the node's name (or id), `intent` the intent's name (or
 * id), `edge` the edge id. Empty strings where the problem names none.
 */
export function problemParams(flow: BotFlow, p: FlowProblem): { node: string; intent: string; edge: string } {
  const node = p.nodeId ? flow.nodes.find((n) => n.id === p.nodeId) : undefined;
  const intent = p.intentId ? [...flow.intents, ...flow.globalIntents].find((i) => i.id === p.intentId) : undefined;
  return {
    node: node ? node.name.trim() || node.id : (p.nodeId ?? ''),
    intent: intent ? intent.name : (p.intentId ?? ''),
    edge: p.edgeId ?? '',
  };
}

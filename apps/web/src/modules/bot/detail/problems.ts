/**
 * Validation problems (validateFlow, or the server's refusal of a publish) as the editor shows them:
 * a sentence each, and what clicking it selects on the canvas or in the intent panels.
 */
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import type { FlowProblem } from '@zhiyu/contract/modules/bot/validate';
import type { Selection } from './flow-mapping.ts';

export type SidePanel = 'props' | 'intents' | 'globals' | 'problems';

/** Where a problem points: a canvas selection, or an intent in one of the intent panels. */
export type Focus =
  | { panel: 'props'; selection: Selection }
  | { panel: 'intents' | 'globals'; intentId: string }
  | null;

export function focusOf(problem: FlowProblem, flow: BotFlow): Focus {
  if (problem.edgeId && flow.edges.some((e) => e.id === problem.edgeId)) {
    return { panel: 'props', selection: { nodes: [], edges: [problem.edgeId] } };
  }
  if (problem.nodeId && flow.nodes.some((n) => n.id === problem.nodeId)) {
    return { panel: 'props', selection: { nodes: [problem.nodeId], edges: [] } };
  }
  if (problem.intentId) {
    if (flow.intents.some((i) => i.id === problem.intentId)) return { panel: 'intents', intentId: problem.intentId };
    if (flow.globalIntents.some((i) => i.id === problem.intentId)) {
      return { panel: 'globals', intentId: problem.intentId };
    }
  }
  return null;
}

/** Nodes and edges a problem names, to mark them on the canvas. */
export function problemTargets(problems: readonly FlowProblem[]): { nodes: Set<string>; edges: Set<string> } {
  const nodes = new Set<string>();
  const edges = new Set<string>();
  for (const p of problems) {
    if (p.nodeId) nodes.add(p.nodeId);
    if (p.edgeId) edges.add(p.edgeId);
  }
  return { nodes, edges };
}

/** Problems the server sent with its refusal of a publish, if its reply carries them. */
export function problemsFromError(data: unknown): FlowProblem[] | null {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { problems?: unknown }).problems)
      ? (data as { problems: unknown[] }).problems
      : null;
  if (!list) return null;
  return list.filter(
    (p): p is FlowProblem => !!p && typeof p === 'object' && typeof (p as { code?: unknown }).code === 'string',
  );
}

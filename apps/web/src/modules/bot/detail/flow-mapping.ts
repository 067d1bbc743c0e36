/**
 * The flow document ↔ the canvas (@xyflow/react). The document is the only state that is saved;
 * the canvas is drawn from it on every change, and canvas events come back as document edits.
 */

import type { Edge, Node } from '@xyflow/react';
import type { BotFlow, FlowEdge, FlowIntent, FlowNode } from '@zhiyu/contract/modules/bot/flow';

export interface Selection {
  nodes: string[];
  edges: string[];
}
export const NO_SELECTION: Selection = { nodes: [], edges: [] };

export interface FlowNodeData extends Record<string, unknown> {
  node: FlowNode;
  /** A validation problem names this node. */
  problem: boolean;
  /** The test panel's conversation is on this node. */
  active: boolean;
}
export type CanvasNode = Node<FlowNodeData>;

type T = (key: string, params?: Record<string, unknown>) => string;

/** What an edge says on the canvas: the intent it branches on, "default", "silence", or nothing for next. */
export function edgeLabel(edge: Pick<FlowEdge, 'kind' | 'intentId'>, intents: readonly FlowIntent[], t: T): string {
  switch (edge.kind) {
    case 'next':
      return '';
    case 'default':
      return t('edge.default');
    case 'silence':
      return t('edge.silence');
    case 'intent': {
      const intent = intents.find((i) => i.id === edge.intentId);
      return intent ? intent.name : t('edge.noIntent');
    }
  }
}

/** A node as people name it: its name, else its type and id. */
export function nodeLabel(node: Pick<FlowNode, 'id' | 'name' | 'type'>, t: T): string {
  return node.name.trim() || `${t(`node.type.${node.type}`)} ${node.id}`;
}

export const EDGE_COLOURS: Record<FlowEdge['kind'], string> = {
  next: '#8c8c8c',
  intent: '#1677ff',
  default: '#fa8c16',
  silence: '#722ed1',
};

export interface CanvasOptions {
  selection: Selection;
  problemNodes?: ReadonlySet<string>;
  problemEdges?: ReadonlySet<string>;
  activeNode?: string | null;
  measured?: Readonly<Record<string, { width: number; height: number }>>;
  readOnly?: boolean;
}

export function toCanvasNodes(flow: BotFlow, o: CanvasOptions): CanvasNode[] {
  return flow.nodes.map((node) => ({
    id: node.id,
    type: node.type,
    position: node.position,
    data: { node, problem: o.problemNodes?.has(node.id) ?? false, active: o.activeNode === node.id },
    selected: o.selection.nodes.includes(node.id),
    measured: o.measured?.[node.id],
    // The start node is where every call begins: it can be moved, not deleted.
    deletable: !o.readOnly && node.type !== 'start',
  }));
}

export function toCanvasEdges(flow: BotFlow, o: CanvasOptions, t: T): Edge[] {
  return flow.edges.map((edge) => {
    const colour = o.problemEdges?.has(edge.id) ? '#ff4d4f' : EDGE_COLOURS[edge.kind];
    const label = edgeLabel(edge, flow.intents, t);
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      label: label || undefined,
      data: { kind: edge.kind },
      selected: o.selection.edges.includes(edge.id),
      deletable: !o.readOnly,
      markerEnd: { type: 'arrowclosed', color: colour },
      style: { stroke: colour, strokeWidth: 1.5 },
      labelStyle: { fill: colour, fontWeight: 500 },
      labelBgPadding: [4, 2],
      labelBgBorderRadius: 4,
      className: `flow-edge-${edge.kind}`,
    } as Edge;
  });
}

/** Positions, sizes and selection read back from the canvas after it applied its own changes. */
export function fromCanvasNodes(nodes: readonly Node[]): {
  positions: Record<string, { x: number; y: number }>;
  measured: Record<string, { width: number; height: number }>;
  selected: string[];
} {
  const positions: Record<string, { x: number; y: number }> = {};
  const measured: Record<string, { width: number; height: number }> = {};
  const selected: string[] = [];
  for (const n of nodes) {
    positions[n.id] = { x: Math.round(n.position.x), y: Math.round(n.position.y) };
    if (n.measured?.width != null && n.measured.height != null) {
      measured[n.id] = { width: n.measured.width, height: n.measured.height };
    }
    if (n.selected) selected.push(n.id);
  }
  return { positions, measured, selected };
}

/** Positions that differ from the document's (only those become an edit). */
export function movedPositions(
  flow: BotFlow,
  positions: Record<string, { x: number; y: number }>,
): Record<string, { x: number; y: number }> | null {
  const moved: Record<string, { x: number; y: number }> = {};
  let any = false;
  for (const n of flow.nodes) {
    const p = positions[n.id];
    if (p && (p.x !== n.position.x || p.y !== n.position.y)) {
      moved[n.id] = p;
      any = true;
    }
  }
  return any ? moved : null;
}

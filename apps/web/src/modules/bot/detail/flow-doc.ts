/**
 * Edits of a bot's flow document (packages/contract/src/modules/bot/flow.ts) as pure functions: the
 * canvas, the side panels and the tests all go through `editFlow`, so every change is one value in,
 * one value out, and the page only keeps the latest document.
 */
import type {
  BotFlow,
  FlowEdge,
  FlowIntent,
  FlowNode,
  FlowNodeType,
  GlobalIntent,
} from '@zhiyu/contract/modules/bot/flow';

export type EdgeKind = FlowEdge['kind'];

export type FlowEdit =
  | { type: 'addNode'; nodeType: FlowNodeType; position: { x: number; y: number } }
  | { type: 'updateNode'; id: string; patch: Partial<Pick<FlowNode, 'name' | 'text' | 'templateId'>> }
  | { type: 'moveNodes'; positions: Record<string, { x: number; y: number }> }
  | { type: 'removeNodes'; ids: string[] }
  | { type: 'connect'; source: string; target: string }
  | { type: 'updateEdge'; id: string; kind: EdgeKind; intentId: string | null }
  | { type: 'removeEdges'; ids: string[] }
  | { type: 'addIntent'; name: string }
  | { type: 'updateIntent'; id: string; patch: Partial<Omit<FlowIntent, 'id'>> }
  | { type: 'removeIntent'; id: string }
  | { type: 'addGlobal'; name: string; kind: GlobalIntent['kind'] }
  | { type: 'updateGlobal'; id: string; patch: Partial<Omit<GlobalIntent, 'id'>> }
  | { type: 'removeGlobal'; id: string };

/** The next free id `<prefix><n>` among `taken` (n one more than the highest in use). */
export function nextId(prefix: string, taken: Iterable<string>): string {
  let max = 0;
  for (const id of taken) {
    if (!id.startsWith(prefix)) continue;
    const n = Number(id.slice(prefix.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return `${prefix}${max + 1}`;
}

/** Which edge kinds may leave a node of this type (none: the node ends the call). */
export function kindsFrom(type: FlowNodeType): EdgeKind[] {
  if (type === 'start' || type === 'sms') return ['next'];
  if (type === 'speak') return ['intent', 'default', 'silence'];
  return [];
}

/**
 * Why a new connection is refused, or null when it is allowed: end nodes have no exits, start has
 * no entries, nothing links to itself, and start/sms nodes have exactly one `next` edge.
 */
export function connectRefusal(flow: BotFlow, source: string, target: string): string | null {
  const from = flow.nodes.find((n) => n.id === source);
  const to = flow.nodes.find((n) => n.id === target);
  if (!from || !to) return 'missing';
  if (source === target) return 'self';
  if (kindsFrom(from.type).length === 0) return 'endNode';
  if (to.type === 'start') return 'toStart';
  const out = flow.edges.filter((e) => e.source === source);
  if (from.type !== 'speak' && out.length > 0) return 'oneNext';
  return null;
}

/** The kind a fresh edge from a speak node gets: the default branch first, then an open intent edge. */
function freshKind(flow: BotFlow, source: string): { kind: EdgeKind; intentId: string | null } {
  const out = flow.edges.filter((e) => e.source === source);
  if (!out.some((e) => e.kind === 'default')) return { kind: 'default', intentId: null };
  const used = new Set(out.map((e) => e.intentId));
  const open = flow.intents.find((i) => !used.has(i.id));
  return { kind: 'intent', intentId: open?.id ?? null };
}

const blankNode = (id: string, type: FlowNodeType, position: { x: number; y: number }): FlowNode => ({
  id,
  type,
  name: '',
  text: '',
  templateId: null,
  position: { x: Math.round(position.x), y: Math.round(position.y) },
});

/** Applies one edit; an edit that does not apply (unknown id, refused connection) returns `flow` itself. */
export function editFlow(flow: BotFlow, edit: FlowEdit): BotFlow {
  switch (edit.type) {
    case 'addNode': {
      const id = nextId(
        'n',
        flow.nodes.map((n) => n.id),
      );
      return { ...flow, nodes: [...flow.nodes, blankNode(id, edit.nodeType, edit.position)] };
    }
    case 'updateNode':
      if (!flow.nodes.some((n) => n.id === edit.id)) return flow;
      return { ...flow, nodes: flow.nodes.map((n) => (n.id === edit.id ? { ...n, ...edit.patch } : n)) };
    case 'moveNodes': {
      const moved = flow.nodes.map((n) => {
        const p = edit.positions[n.id];
        return p ? { ...n, position: { x: Math.round(p.x), y: Math.round(p.y) } } : n;
      });
      return { ...flow, nodes: moved };
    }
    case 'removeNodes': {
      const gone = new Set(edit.ids);
      return {
        ...flow,
        nodes: flow.nodes.filter((n) => !gone.has(n.id)),
        edges: flow.edges.filter((e) => !gone.has(e.source) && !gone.has(e.target)),
      };
    }
    case 'connect': {
      if (connectRefusal(flow, edit.source, edit.target)) return flow;
      const from = flow.nodes.find((n) => n.id === edit.source);
      const kind = from?.type === 'speak' ? freshKind(flow, edit.source) : { kind: 'next' as const, intentId: null };
      const id = nextId(
        'e',
        flow.edges.map((e) => e.id),
      );
      return { ...flow, edges: [...flow.edges, { id, source: edit.source, target: edit.target, ...kind }] };
    }
    case 'updateEdge': {
      if (!flow.edges.some((e) => e.id === edit.id)) return flow;
      const intentId = edit.kind === 'intent' ? edit.intentId : null;
      return {
        ...flow,
        edges: flow.edges.map((e) => (e.id === edit.id ? { ...e, kind: edit.kind, intentId } : e)),
      };
    }
    case 'removeEdges': {
      const gone = new Set(edit.ids);
      return { ...flow, edges: flow.edges.filter((e) => !gone.has(e.id)) };
    }
    case 'addIntent': {
      const id = nextId(
        'i',
        flow.intents.map((i) => i.id),
      );
      return { ...flow, intents: [...flow.intents, { id, name: edit.name, examples: [], keywords: [] }] };
    }
    case 'updateIntent':
      return { ...flow, intents: flow.intents.map((i) => (i.id === edit.id ? { ...i, ...edit.patch } : i)) };
    case 'removeIntent':
      // Edges that branched on it lose their intent and show as such until they are pointed elsewhere.
      return {
        ...flow,
        intents: flow.intents.filter((i) => i.id !== edit.id),
        edges: flow.edges.map((e) => (e.intentId === edit.id ? { ...e, intentId: null } : e)),
      };
    case 'addGlobal': {
      const id = nextId(
        'g',
        flow.globalIntents.map((i) => i.id),
      );
      const intent: GlobalIntent = {
        id,
        name: edit.name,
        kind: edit.kind,
        examples: [],
        keywords: [],
        answer: '',
        action: 'continue',
      };
      return { ...flow, globalIntents: [...flow.globalIntents, intent] };
    }
    case 'updateGlobal':
      return {
        ...flow,
        globalIntents: flow.globalIntents.map((i) => (i.id === edit.id ? { ...i, ...edit.patch } : i)),
      };
    case 'removeGlobal':
      return { ...flow, globalIntents: flow.globalIntents.filter((i) => i.id !== edit.id) };
  }
}

/** Same document, compared as saved (key order of the objects does not matter to the server). */
export function sameFlow(a: BotFlow, b: BotFlow): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

/** The room a node takes on the canvas, with a margin (nodes are 200 px wide). */
export const NODE_ROOM = { width: 240, height: 130 } as const;

/**
 * Where a new node goes: `near` if nothing is there, else the closest free slot on rings of slots
 * around it (right, then below, left, above), so added nodes never hide one another.
 */
export function freeSpot(flow: Pick<BotFlow, 'nodes'>, near: { x: number; y: number }): { x: number; y: number } {
  const free = (p: { x: number; y: number }) =>
    !flow.nodes.some(
      (n) => Math.abs(n.position.x - p.x) < NODE_ROOM.width && Math.abs(n.position.y - p.y) < NODE_ROOM.height,
    );
  for (let ring = 0; ring <= 12; ring++) {
    for (const [dx, dy] of ringSlots(ring)) {
      const p = { x: Math.round(near.x + dx * NODE_ROOM.width), y: Math.round(near.y + dy * NODE_ROOM.height) };
      if (free(p)) return p;
    }
  }
  return { x: Math.round(near.x), y: Math.round(near.y) };
}

function ringSlots(ring: number): [number, number][] {
  if (ring === 0) return [[0, 0]];
  const out: [number, number][] = [];
  for (let dy = -ring; dy <= ring; dy++) out.push([ring, dy]);
  for (let dx = ring - 1; dx >= -ring; dx--) out.push([dx, ring]);
  for (let dy = ring - 1; dy >= -ring; dy--) out.push([-ring, dy]);
  for (let dx = -ring + 1; dx < ring; dx++) out.push([dx, -ring]);
  return out;
}

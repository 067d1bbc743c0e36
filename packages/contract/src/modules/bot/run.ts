/**
 * Plays a bot flow turn by turn (issue 5 §1): pure and deterministic, so the simulated line and the
 * detail page's test panel hear the same bot. A turn walks from a node along `next` edges through
 * `sms` nodes until a `speak` node (says its text, then waits for the callee) or a `transfer` /
 * `hangup` node (says its text, then the call ends).
 *
 * An answer is heard in this order: a global intent (answer, then continue / hang up / transfer),
 * the speak node's edge for the recognised intent, its `default` edge; silence takes the `silence`
 * edge, else `default`. With no edge to take, the bot repeats the node's text.
 */
import type { Recogniser, Recognition } from '../../rules/recognise.ts';
import type { BotFlow, FlowEdge, FlowNode } from './flow.ts';

export interface RunState {
  nodeId: string;
  rounds: number;
  ended: boolean;
  outcome: 'hangup' | 'transfer' | null;
  /** Every node entered, in order, across turns (the last one is where the call stands or ended). */
  visited: string[];
}
export interface BotTurn {
  say: string[];
  nodeId: string;
  recognition: Recognition | null;
  /** Template ids of the SMS nodes passed in this turn. */
  sms: string[];
  ended: boolean;
  outcome: 'hangup' | 'transfer' | null;
}

/** A conversation this long ends with a hang-up, whatever the flow says (a guard, not a rule). */
export const RUN_LIMITS = { rounds: 100 } as const;

interface Walk {
  state: RunState;
  turn: BotTurn;
}

const outgoing = (flow: BotFlow, nodeId: string) => flow.edges.filter((e) => e.source === nodeId);
const nodeOf = (flow: BotFlow, id: string) => flow.nodes.find((n) => n.id === id);
const spoken = (text: string) => (text.trim() ? [text] : []);

function end(w: Walk, outcome: 'hangup' | 'transfer'): Walk {
  return {
    state: { ...w.state, ended: true, outcome },
    turn: { ...w.turn, ended: true, outcome },
  };
}

/**
 * Enters `targetId` and walks on until the bot waits or the call ends. Each non-speaking node is
 * entered at most once per walk, so a loop of sms nodes ends the call instead of spinning.
 */
function walk(flow: BotFlow, from: Walk, targetId: string): Walk {
  let w = from;
  let id: string | undefined = targetId;
  const passed = new Set<string>();
  while (id !== undefined) {
    const node: FlowNode | undefined = nodeOf(flow, id);
    if (!node || passed.has(node.id)) return end(w, 'hangup');
    passed.add(node.id);
    const visited = [...w.state.visited, node.id];
    w = { state: { ...w.state, nodeId: node.id, visited }, turn: { ...w.turn, nodeId: node.id } };
    switch (node.type) {
      case 'speak':
        return { ...w, turn: { ...w.turn, say: [...w.turn.say, ...spoken(node.text)] } };
      case 'transfer':
      case 'hangup':
        w = { ...w, turn: { ...w.turn, say: [...w.turn.say, ...spoken(node.text)] } };
        return end(w, node.type);
      case 'sms':
        if (node.templateId) w = { ...w, turn: { ...w.turn, sms: [...w.turn.sms, node.templateId] } };
        break;
      default:
        break;
    }
    id = outgoing(flow, node.id).find((e) => e.kind === 'next')?.target;
  }
  return end(w, 'hangup');
}

const blankTurn = (nodeId: string, recognition: Recognition | null): BotTurn => ({
  say: [],
  nodeId,
  recognition,
  sms: [],
  ended: false,
  outcome: null,
});

export function startRun(flow: BotFlow): { state: RunState; turn: BotTurn } {
  const start = flow.nodes.find((n) => n.type === 'start');
  const state: RunState = { nodeId: start?.id ?? '', rounds: 0, ended: false, outcome: null, visited: [] };
  const w: Walk = { state, turn: blankTurn(state.nodeId, null) };
  return start ? walk(flow, w, start.id) : end(w, 'hangup');
}

/** The bot's answer to one utterance (`null` = the callee said nothing). */
export function replyTo(
  flow: BotFlow,
  state: RunState,
  utterance: string | null,
  recognise: Recogniser,
): { state: RunState; turn: BotTurn } {
  if (state.ended) return { state, turn: { ...blankTurn(state.nodeId, null), ended: true, outcome: state.outcome } };
  const node = nodeOf(flow, state.nodeId);
  const edges = outgoing(flow, state.nodeId);
  const recognition =
    utterance === null
      ? null
      : recognise(
          utterance,
          edges.flatMap((e) => (e.kind === 'intent' && e.intentId ? [e.intentId] : [])),
        );
  let w: Walk = { state: { ...state, rounds: state.rounds + 1 }, turn: blankTurn(state.nodeId, recognition) };
  if (!node) return end(w, 'hangup');
  if (w.state.rounds > RUN_LIMITS.rounds) return end(w, 'hangup');

  if (recognition?.global) {
    const g = flow.globalIntents.find((i) => i.id === recognition.intentId);
    w = { ...w, turn: { ...w.turn, say: spoken(g?.answer ?? '') } };
    if (g?.action === 'hangup' || g?.action === 'transfer') return end(w, g.action);
    return { ...w, turn: { ...w.turn, say: [...w.turn.say, ...spoken(node.text)] } };
  }

  const byKind = (kind: FlowEdge['kind']) => edges.find((e) => e.kind === kind);
  const edge =
    utterance === null
      ? (byKind('silence') ?? byKind('default'))
      : ((recognition?.intentId
          ? edges.find((e) => e.kind === 'intent' && e.intentId === recognition.intentId)
          : undefined) ?? byKind('default'));
  if (!edge) return { ...w, turn: { ...w.turn, say: spoken(node.text) } };
  return walk(flow, w, edge.target);
}

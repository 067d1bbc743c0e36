/**
 * The flow runner the simulated line plays. Interim: a minimal walker with the runner's
 * interface (start → next edges through sms nodes to a speak, transfer or hang-up node; a reply
 * follows a global intent, the node's intent edge, `default` or `silence`). It recognises an
 * utterance by exact example or keyword. Replaced by the bot module's runner and recogniser.
 */
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';

export interface Recognition {
  intentId: string | null;
  name: string | null;
  score: number;
  global: boolean;
  by: 'keyword' | 'similarity' | null;
}
export type Recogniser = (utterance: string, allowed?: readonly string[]) => Recognition;
export interface RunState {
  nodeId: string;
  rounds: number;
  ended: boolean;
  outcome: 'hangup' | 'transfer' | null;
  visited: string[];
}
export interface BotTurn {
  say: string[];
  nodeId: string;
  recognition: Recognition | null;
  sms: string[];
  ended: boolean;
  outcome: 'hangup' | 'transfer' | null;
}

const NONE: Recognition = { intentId: null, name: null, score: 0, global: false, by: null };

export function buildRecogniser(flow: Pick<BotFlow, 'intents' | 'globalIntents'>): Recogniser {
  return (utterance, allowed) => {
    const u = utterance.trim();
    for (const g of flow.globalIntents)
      if (g.examples.includes(u) || g.keywords.some((k) => u.includes(k)))
        return { intentId: g.id, name: g.name, score: 1, global: true, by: 'keyword' };
    for (const i of flow.intents) {
      if (allowed && !allowed.includes(i.id)) continue;
      if (i.examples.includes(u) || i.keywords.some((k) => u.includes(k)))
        return { intentId: i.id, name: i.name, score: 1, global: false, by: 'keyword' };
    }
    return NONE;
  };
}

function walk(flow: BotFlow, from: string, state: RunState, recognition: Recognition | null, say: string[]) {
  const nodes = new Map(flow.nodes.map((n) => [n.id, n]));
  const sms: string[] = [];
  let id: string | undefined = from;
  for (let hops = 0; id && hops < 100; hops++) {
    const node = nodes.get(id);
    if (!node) break;
    state.visited.push(node.id);
    state.nodeId = node.id;
    if (node.type === 'speak' || node.type === 'transfer' || node.type === 'hangup') {
      if (node.text) say.push(node.text);
      if (node.type !== 'speak') {
        state.ended = true;
        state.outcome = node.type;
      }
      return { state, turn: { say, nodeId: node.id, recognition, sms, ended: state.ended, outcome: state.outcome } };
    }
    if (node.type === 'sms' && node.templateId) sms.push(node.templateId);
    id = flow.edges.find((e) => e.source === node.id && e.kind === 'next')?.target;
  }
  state.ended = true;
  state.outcome = 'hangup';
  return { state, turn: { say, nodeId: state.nodeId, recognition, sms, ended: true, outcome: state.outcome } };
}

export function startRun(flow: BotFlow): { state: RunState; turn: BotTurn } {
  const start = flow.nodes.find((n) => n.type === 'start');
  const state: RunState = { nodeId: start?.id ?? '', rounds: 0, ended: false, outcome: null, visited: [] };
  return walk(flow, state.nodeId, state, null, []);
}

export function replyTo(
  flow: BotFlow,
  prev: RunState,
  utterance: string | null,
  recognise: Recogniser,
): { state: RunState; turn: BotTurn } {
  const state: RunState = { ...prev, rounds: prev.rounds + 1, visited: [...prev.visited] };
  const out = flow.edges.filter((e) => e.source === state.nodeId);
  const allowed = out.filter((e) => e.kind === 'intent' && e.intentId).map((e) => e.intentId as string);
  const rec = utterance === null ? null : recognise(utterance, allowed);
  if (rec?.global) {
    const g = flow.globalIntents.find((x) => x.id === rec.intentId);
    const say = g?.answer ? [g.answer] : [];
    if (g?.action === 'continue') {
      const node = flow.nodes.find((n) => n.id === state.nodeId);
      if (node?.text) say.push(node.text);
      return { state, turn: { say, nodeId: state.nodeId, recognition: rec, sms: [], ended: false, outcome: null } };
    }
    state.ended = true;
    state.outcome = g?.action === 'transfer' ? 'transfer' : 'hangup';
    return {
      state,
      turn: { say, nodeId: state.nodeId, recognition: rec, sms: [], ended: true, outcome: state.outcome },
    };
  }
  const edge =
    (rec?.intentId && out.find((e) => e.kind === 'intent' && e.intentId === rec.intentId)) ||
    (utterance === null && out.find((e) => e.kind === 'silence')) ||
    out.find((e) => e.kind === 'default');
  if (!edge) {
    state.ended = true;
    state.outcome = 'hangup';
    return {
      state,
      turn: { say: [], nodeId: state.nodeId, recognition: rec, sms: [], ended: true, outcome: 'hangup' },
    };
  }
  return walk(flow, edge.target, state, rec, []);
}

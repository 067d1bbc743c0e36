/**
 * The simulated telephone line (模拟线路): plays one call of a bot flow against a simulated callee.
 * Pure given `random`: the same draws give the same call. Whether the call is answered, and if
 * not with which requirements §4 cause code, follows the line's profile; an answered callee replies with
 * an example utterance (or keyword) of one of the intents branching at the current node, now and
 * then with a global intent's phrase, with unrecognised text or with silence per the profile.
 */
import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { replyTo, startRun } from '@zhiyu/contract/modules/bot/run';
import { classifyCause } from '@zhiyu/contract/rules/call-result';
import { buildRecogniser, type Classifier, type Recogniser } from '@zhiyu/contract/rules/recognise';
import type { LineSimulation } from '../line/table.ts';
import type { TranscriptTurn } from '../record/table.ts';

export interface CallOutcome {
  answered: boolean;
  causeCode: number;
  causeType: number;
  rounds: number;
  durationSec: number;
  transcript: TranscriptTurn[];
  intents: string[];
  nodeIds: string[];
  userTexts: string[];
  hangupBy: 'user' | 'system' | null;
  hangupNodeId: string | null;
  hangupNodeName: string | null;
  transferred: boolean;
  smsTemplateIds: string[];
}

export interface SimulateInput {
  flow: BotFlow;
  profile: LineSimulation;
  random: () => number;
  /** requirements §3 call direction: 0 inbound, 1 outbound. */
  direction: 0 | 1;
  /** The model published to the bot (requirements R4), if any: the recogniser consults it. */
  classifier?: (Classifier & { modelId: string }) | null;
}

/** requirements §4 cause type: 200 the user's side; the simulated line uses 0 for the system's. */
export const CAUSE_TYPE_USER = 200;
export const CAUSE_TYPE_SYSTEM = 0;
/** Classes whose cause lies with the callee (rejected, busy, no answer, …): type 200. */
const USER_SIDE = new Set(['rejected', 'inCall', 'busy', 'noAnswer', 'humanPickup']);
/** A callee who keeps talking is cut off after this many rounds (they hang up). */
export const MAX_ROUNDS = 30;
/** Chance, each round, that the callee simply hangs up. */
export const USER_HANGUP_RATE = 0.04;
/** Chance that a reply is a global intent's phrase (refusal, busy, who-are-you…) when the flow has any. */
export const GLOBAL_REPLY_RATE = 0.1;

const UNRECOGNISED = ['嗯', '你说什么？', '信号不好，听不清', '那个……', '稍等一下', '哦'];
const BOT_MS_PER_CHAR = 220;
const USER_MS = 1800;

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))];

/** A cause code drawn by the profile's weights; 775 (no answer) when the profile gives none. */
export function drawCause(weights: Record<string, number>, random: () => number): number {
  const entries = Object.entries(weights).filter(([c, w]) => w > 0 && Number.isInteger(Number(c)));
  const total = entries.reduce((s, [, w]) => s + w, 0);
  if (total <= 0) return 775;
  let r = random() * total;
  for (const [c, w] of entries) {
    r -= w;
    if (r < 0) return Number(c);
  }
  return Number(entries[entries.length - 1][0]);
}

function phrasesOf(i: { examples: string[]; keywords: string[] }): string[] {
  return i.examples.length ? i.examples : i.keywords;
}

/**
 * One recogniser per flow object and published model (published flows are cached and never
 * change; neither does a callable model).
 */
const recognisers = new WeakMap<BotFlow, Map<string, Recogniser>>();
function recogniserOf(flow: BotFlow, classifier?: SimulateInput['classifier']): Recogniser {
  let byModel = recognisers.get(flow);
  if (!byModel) {
    byModel = new Map();
    recognisers.set(flow, byModel);
  }
  const key = classifier?.modelId ?? '';
  let r = byModel.get(key);
  if (!r) {
    r = buildRecogniser(flow, { classifier });
    byModel.set(key, r);
  }
  return r;
}

export function simulateCall(input: SimulateInput): CallOutcome {
  const { flow, profile, random } = input;
  const base: CallOutcome = {
    answered: false,
    causeCode: 0,
    causeType: CAUSE_TYPE_SYSTEM,
    rounds: 0,
    durationSec: 0,
    transcript: [],
    intents: [],
    nodeIds: [],
    userTexts: [],
    hangupBy: null,
    hangupNodeId: null,
    hangupNodeName: null,
    transferred: false,
    smsTemplateIds: [],
  };
  // Inbound calls are always answered: the bot picks up.
  if (input.direction === 1 && random() >= profile.answerRate) {
    const code = drawCause(profile.causeWeights, random);
    return {
      ...base,
      causeCode: code,
      causeType: USER_SIDE.has(classifyCause(code)) ? CAUSE_TYPE_USER : CAUSE_TYPE_SYSTEM,
    };
  }
  const out: CallOutcome = { ...base, answered: true };
  const recognise = recogniserOf(flow, input.classifier);
  const offScript = profile.phrases?.length ? profile.phrases : UNRECOGNISED;
  const intentsById = new Map(flow.intents.map((i) => [i.id, i]));
  const globals = flow.globalIntents.filter((g) => phrasesOf(g).length > 0);
  let atMs = 0;
  const botSays = (texts: string[], nodeId: string) => {
    for (const text of texts) {
      out.transcript.push({ role: 'bot', text, atMs, nodeId });
      atMs += Math.max(800, text.length * BOT_MS_PER_CHAR);
    }
  };
  let { state, turn } = startRun(flow);
  botSays(turn.say, turn.nodeId);
  out.smsTemplateIds.push(...turn.sms);
  let userHungUp = false;
  while (!state.ended) {
    if (state.rounds >= MAX_ROUNDS || random() < USER_HANGUP_RATE) {
      userHungUp = true;
      break;
    }
    const r = random();
    let utterance: string | null;
    if (r < profile.silenceRate) utterance = null;
    else if (r < profile.silenceRate + profile.unrecognisedRate) utterance = pick(offScript, random);
    else {
      const branching = flow.edges
        .filter((e) => e.source === state.nodeId && e.kind === 'intent' && e.intentId)
        .map((e) => intentsById.get(e.intentId as string))
        .filter((i): i is NonNullable<typeof i> => !!i && phrasesOf(i).length > 0);
      if (globals.length && (branching.length === 0 || random() < GLOBAL_REPLY_RATE))
        utterance = pick(phrasesOf(pick(globals, random)), random);
      else if (branching.length) utterance = pick(phrasesOf(pick(branching, random)), random);
      else utterance = pick(UNRECOGNISED, random);
    }
    if (utterance === null) atMs += 5000;
    else {
      out.transcript.push({ role: 'user', text: utterance, atMs });
      out.userTexts.push(utterance);
      atMs += USER_MS;
    }
    ({ state, turn } = replyTo(flow, state, utterance, recognise));
    const rec = turn.recognition;
    if (rec?.intentId && utterance !== null) {
      const last = out.transcript[out.transcript.length - 1];
      last.intent = rec.name ?? undefined;
      last.score = Math.round(rec.score * 100) / 100;
      if (rec.name && !out.intents.includes(rec.name)) out.intents.push(rec.name);
    }
    botSays(turn.say, turn.nodeId);
    out.smsTemplateIds.push(...turn.sms);
  }
  const nodes = new Map(flow.nodes.map((n) => [n.id, n]));
  out.rounds = state.rounds;
  out.nodeIds = [...new Set(state.visited)];
  out.durationSec = Math.max(1, Math.ceil(atMs / 1000));
  out.hangupNodeId = state.nodeId || null;
  out.hangupNodeName = nodes.get(state.nodeId)?.name || null;
  out.transferred = state.outcome === 'transfer';
  out.hangupBy = userHungUp ? 'user' : 'system';
  out.causeCode = 0;
  out.causeType = userHungUp ? CAUSE_TYPE_USER : CAUSE_TYPE_SYSTEM;
  return out;
}

/** A seeded generator (mulberry32) for repeatable simulated calls. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import type { LineSimulation } from '../line/table.ts';
import { type CallOutcome, type SimulateInput, simulateCall } from './simulated-line.ts';

export interface DialRequest {
  flow: BotFlow;
  line: { id: string; number: string; kind: string; simulation: LineSimulation | null };
  phone: string;
  /** requirements §3 call direction: 0 inbound, 1 outbound. */
  direction: 0 | 1;
  random: () => number;
  signal?: AbortSignal;
  /** The bot's published model, if any (requirements R4). */
  classifier?: SimulateInput['classifier'];
}

/** A telephone line the dialer places calls on. */
export interface LineAdapter {
  dial(req: DialRequest): Promise<CallOutcome>;
}

/** A profile for simulated lines saved without one: the demo line's behaviour. */
export const DEFAULT_SIMULATION: LineSimulation = {
  answerRate: 0.6,
  causeWeights: { '775': 4, '486': 2, '781': 1, '770': 1, '774': 1, '503': 1 },
  unrecognisedRate: 0.15,
  silenceRate: 0.05,
  roundMs: 0,
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

/**
 * The built-in simulated line (模拟线路): the call is decided by simulateCall at once, then takes
 * `roundMs` per round of real time (one round of ringing for an unanswered call), so a line's
 * concurrency is really occupied while its calls last.
 */
export const simulatedLine: LineAdapter = {
  async dial(req) {
    const profile = req.line.simulation ?? DEFAULT_SIMULATION;
    const outcome = simulateCall({
      flow: req.flow,
      profile,
      random: req.random,
      direction: req.direction,
      classifier: req.classifier,
    });
    await sleep(profile.roundMs * Math.max(1, outcome.rounds), req.signal);
    return outcome;
  },
};

/**
 * No SIP stack ships with the console: a call on a `sip` line ends at once as a line-server
 * fault (cause 503), so the task's redial rule and records show what happened.
 */
export const unavailableLine: LineAdapter = {
  async dial() {
    return {
      answered: false,
      causeCode: 503,
      causeType: 0,
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
  },
};

const adapters = new Map<string, LineAdapter>([
  ['simulated', simulatedLine],
  ['sip', unavailableLine],
]);

/** Lets a deployment plug a real line in for a kind (e.g. a SIP gateway for `sip`). */
export function registerLineAdapter(kind: string, adapter: LineAdapter) {
  adapters.set(kind, adapter);
}

export function adapterFor(kind: string): LineAdapter {
  return adapters.get(kind) ?? unavailableLine;
}

import { readFileSync } from 'node:fs';

/** A written dialogue of the simulator (scenarios.json): who says what, in order. */
export interface Scenario {
  id: string;
  title: { zh: string; en: string };
  skillGroup: string;
  direction: 'in' | 'out';
  customerNumber: string;
  turns: ['agent' | 'customer', string][];
}

export const SCENARIOS: readonly Scenario[] = (
  JSON.parse(readFileSync(new URL('./scenarios.json', import.meta.url), 'utf8')) as { scenarios: Scenario[] }
).scenarios;

/** Chinese conversational speech runs at about four to five characters a second. */
const CHARS_PER_SECOND = 4.5;
const SHORTEST_LINE_MS = 1200;
/** The silence between two lines, and before the first. */
const PAUSE_MS = 900;
/** How often a recogniser sends a partial result while a line is spoken. */
const PARTIAL_EVERY_MS = 1000;

/** An ingest event and when, in milliseconds from the call's start, it is sent. */
export interface Timed {
  atMs: number;
  event: Record<string, unknown> & { seq: number };
}

/**
 * The events a channel would send for the dialogue, as a recogniser sends them: the start, then for
 * each line a partial every second with the part spoken so far, its final when it ends, a pause;
 * then the end.
 */
export function timeline(s: Scenario, callId: string, agent: string): Timed[] {
  let seq = 1;
  const out: Timed[] = [
    {
      atMs: 0,
      event: {
        type: 'start',
        callId,
        seq: seq++,
        agent,
        customerNumber: s.customerNumber,
        direction: s.direction,
        skillGroup: s.skillGroup,
      },
    },
  ];
  let t = PAUSE_MS;
  s.turns.forEach(([speaker, text], i) => {
    const chars = Array.from(text);
    const dur = Math.max(SHORTEST_LINE_MS, Math.round((chars.length / CHARS_PER_SECOND) * 1000));
    const line = { type: 'utterance', callId, utteranceId: `u${i + 1}`, speaker, startMs: t };
    for (let p = PARTIAL_EVERY_MS; p < dur; p += PARTIAL_EVERY_MS) {
      const said = chars.slice(0, Math.ceil((chars.length * p) / dur)).join('');
      out.push({ atMs: t + p, event: { ...line, seq: seq++, text: said, endMs: t + p, final: false } });
    }
    out.push({ atMs: t + dur, event: { ...line, seq: seq++, text, endMs: t + dur, final: true } });
    t += dur + PAUSE_MS;
  });
  out.push({ atMs: t, event: { type: 'end', callId, seq: seq++ } });
  return out;
}

/** How long the dialogue lasts at the natural pace, in seconds. */
export const secondsOf = (s: Scenario) => Math.round((timeline(s, 'x', 'x').at(-1)?.atMs ?? 0) / 1000);

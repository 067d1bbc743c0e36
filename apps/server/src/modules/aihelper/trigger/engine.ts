import { TRIGGER_SILENCE_MS } from '@zhiyu/contract/modules/aihelper/trigger';
import type { TriggerConditionsValue } from './table.ts';

export type TriggerEventName = 'customer' | 'agent' | 'start' | 'end' | 'silence';

/** One event of a conversation as triggers see it: a line (or none, for start and end). */
export interface Subject {
  event: TriggerEventName;
  utteranceId: string | null;
  atMs: number;
  text: string;
  /** The intent recognised for the line (the best golden script's), if any. */
  intent: string | null;
  negative: boolean;
}

export interface TriggerLike {
  id: string;
  event: TriggerEventName;
  conditions: TriggerConditionsValue;
}

const norm = (s: string) => s.normalize('NFKC').toLowerCase();

/** Whether the trigger's event is the subject's and each condition it sets holds. */
export function holds(t: TriggerLike, s: Subject): boolean {
  if (t.event !== s.event) return false;
  const c = t.conditions;
  if (c.intents.length && !(s.intent && c.intents.includes(s.intent))) return false;
  if (c.keywords.length) {
    const text = norm(s.text);
    if (!c.keywords.some((k) => text.includes(norm(k)))) return false;
  }
  return !(c.emotion === 'negative' && !s.negative);
}

export interface Line {
  utteranceId: string;
  speaker: 'agent' | 'customer';
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * The events a batch brought to a conversation, in order: its start; each new final line as the
 * speaker's event, preceded by a silence event when the pause before it (from the end of the final
 * line before) is at least TRIGGER_SILENCE_MS; its end. `all` is every final line in speaking order.
 */
export function subjectsOf(
  all: Line[],
  fresh: Set<string>,
  started: boolean,
  ended: boolean,
  about: (l: Line) => { intent: string | null; negative: boolean },
): Subject[] {
  const out: Subject[] = [];
  if (started) out.push({ event: 'start', utteranceId: null, atMs: 0, text: '', intent: null, negative: false });
  all.forEach((l, i) => {
    if (!fresh.has(l.utteranceId)) return;
    const a = about(l);
    const line = { utteranceId: l.utteranceId, atMs: l.startMs, text: l.text, ...a };
    const before = all[i - 1];
    if (before && l.startMs - before.endMs >= TRIGGER_SILENCE_MS) out.push({ event: 'silence', ...line });
    out.push({ event: l.speaker, ...line });
  });
  if (ended)
    out.push({
      event: 'end',
      utteranceId: null,
      atMs: all.at(-1)?.endMs ?? 0,
      text: '',
      intent: null,
      negative: false,
    });
  return out;
}

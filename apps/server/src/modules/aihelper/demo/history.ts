import type { IngestEvent } from '@zhiyu/contract/modules/aihelper/ingest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ahChannels } from '../channel/table.ts';
import { applyBatch, checkBatch } from '../ingest/service.ts';
import { SCENARIOS, type Scenario, timeline } from '../simulator/timeline.ts';

/**
 * The demo's past conversations: three a day for the last fortnight, the simulator's dialogues
 * played through the real ingest (so their alerts, scripts, fills and triggers are what the desk
 * would have shown), and scored by the QC points like any finished call. Some go wrong the way
 * real calls do — a forbidden phrase, no greeting, no closing, a complaint threat, a promise the
 * agent must not make — so 质检记录 and each point's hits have something to show on first start.
 */
export const HISTORY_DAYS = 14;
export const HISTORY_PER_DAY = 3;
const AGENTS = ['tenant', 'agent', '坐席小周'];
const HOURS = [9.5, 14, 16.5];
const HOME_OFFSET_MS = 8 * 3_600_000;

type Turn = Scenario['turns'][number];

/** The dialogue with the slips of conversation `i` (deterministic, so every demo is the same). */
export function variedTurns(s: Scenario, i: number): Turn[] {
  const turns = s.turns.map((t) => [...t] as Turn);
  const agentAt = turns.flatMap((t, k) => (t[0] === 'agent' ? [k] : []));
  const first = agentAt[0] ?? 0;
  const second = agentAt[1] ?? first;
  const last = agentAt.at(-1) ?? first;
  if (i % 4 === 1) turns[second] = ['agent', `这个我也不知道，${turns[second]?.[1] ?? ''}`];
  if (i % 5 === 2) turns[last] = ['agent', '好的，那先这样。'];
  if (i % 9 === 4) turns[first] = ['agent', '喂，说吧，什么事？'];
  if (i % 6 === 3) turns.splice(4, 0, ['customer', '你们再这样拖着，我就打12315投诉！']);
  if (i % 7 === 5) turns.splice(5, 0, ['agent', '您放心，我保证今天之内一定给您处理好。']);
  return turns;
}

/** Plays the history into the demo channel; `now` is the seed's clock (ms). */
export async function seedHistory(db: Db, now: number, channelId: string) {
  const [channel] = await db.select().from(ahChannels).where(eq(ahChannels.id, channelId));
  if (!channel) return;
  // Midnight today in the product's home zone (UTC+8), where the reports count their days.
  const today = Math.floor((now + HOME_OFFSET_MS) / 86_400_000) * 86_400_000 - HOME_OFFSET_MS;
  for (let day = HISTORY_DAYS; day >= 1; day--)
    for (let k = 0; k < HISTORY_PER_DAY; k++) {
      const i = (HISTORY_DAYS - day) * HISTORY_PER_DAY + k;
      const base = SCENARIOS[i % SCENARIOS.length] as Scenario;
      const s = { ...base, turns: variedTurns(base, i), customerNumber: `1390013${String(1000 + i).slice(-4)}` };
      const agent = AGENTS[(i + Math.floor(i / 3)) % AGENTS.length] as string;
      const at = today - day * 86_400_000 + (HOURS[k] as number) * 3_600_000;
      const timed = timeline(s, `demo-history-${i + 1}`, agent).filter(
        (t) => t.event.type !== 'utterance' || t.event.final,
      );
      const endMs = timed.at(-1)?.atMs ?? 0;
      const events = timed.map(({ event }) =>
        event.type === 'start' ? { ...event, at } : event.type === 'end' ? { ...event, at: at + endMs } : event,
      );
      const batch: IngestEvent[] = checkBatch({ events });
      await applyBatch({ db, now: () => at + endMs }, channel, batch);
    }
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ahUtterances } from './table.ts';

/** A final line of a conversation as the QC rules and the triggers read it. */
export interface FinalLine {
  utteranceId: string;
  speaker: 'agent' | 'customer';
  text: string;
  startMs: number;
  endMs: number;
  /** A customer line's intent (set by the recommendation when it recognises one). */
  intent: string | null;
}

/** Every final line of a conversation, in speaking order. */
export function finalLines(db: Db, conversationId: string): Promise<FinalLine[]> {
  return db
    .select({
      utteranceId: ahUtterances.utteranceId,
      speaker: ahUtterances.speaker,
      text: ahUtterances.text,
      startMs: ahUtterances.startMs,
      endMs: ahUtterances.endMs,
      intent: ahUtterances.intent,
    })
    .from(ahUtterances)
    .where(and(eq(ahUtterances.conversationId, conversationId), eq(ahUtterances.final, true)))
    .orderBy(asc(ahUtterances.startMs), asc(ahUtterances.seq));
}

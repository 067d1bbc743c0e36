/**
 * Knowledge-item rules shared by the console, the server and the chat engine (issue 7 §1):
 * when an item answers, and the checks an item's fields must pass beyond their types.
 */

/** requirements §3 validity: 0 valid, 1 invalid. */
export const VALIDITY = { valid: 0, invalid: 1 } as const;

export interface AnswerWindow {
  validity: number;
  /** Effective period in ms; null or undefined ends are open. */
  effectiveFrom?: number | null;
  effectiveTo?: number | null;
}

/** An item answers when it is valid and `now` (ms) lies within its effective period (ends included). */
export function itemAnswers(item: AnswerWindow, now: number): boolean {
  if (item.validity !== VALIDITY.valid) return false;
  if (item.effectiveFrom != null && now < item.effectiveFrom) return false;
  if (item.effectiveTo != null && now > item.effectiveTo) return false;
  return true;
}

export type KnowledgeProblem = 'period' | 'similarIsQuestion';

/** Cross-field problems of an item (each has an error code: 160007, 160009). */
export function knowledgeProblems(item: {
  question: string;
  similar: readonly string[];
  effectiveFrom?: number | null;
  effectiveTo?: number | null;
}): KnowledgeProblem[] {
  const out: KnowledgeProblem[] = [];
  if (item.effectiveFrom != null && item.effectiveTo != null && item.effectiveTo < item.effectiveFrom)
    out.push('period');
  if (item.similar.includes(item.question)) out.push('similarIsQuestion');
  return out;
}

const SIMILAR_SEPARATOR = /[\r\n,\uff0c|\uff5c]/;

/**
 * Similar questions as stored: trimmed, blanks dropped, duplicates removed (first kept). Text is
 * split as every entry box splits it (line breaks, ASCII and full-width commas) and also on the
 * vertical bar (full-width ｜ or ASCII |) that earlier import workbooks used.
 */
export function normaliseSimilar(v: string | readonly string[]): string[] {
  const parts = typeof v === 'string' ? v.split(SIMILAR_SEPARATOR) : v;
  const seen = new Set<string>();
  for (const p of parts) {
    const s = p.trim();
    if (s) seen.add(s);
  }
  return [...seen];
}

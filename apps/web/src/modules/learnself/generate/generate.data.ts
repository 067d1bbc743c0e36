import { SIMILAR_MAX_COUNT } from '@zhiyu/contract/modules/aikb/knowledge';

export const GENERATE_PATH = '/learnself/generate';

/** Where accepted questions go: an intent of a dataset, or a knowledge item's similar questions. */
export type GenerateTarget =
  | { kind: 'intent'; datasetId: string; datasetName: string; label: string }
  | { kind: 'knowledge'; libraryId: string; itemId: string; question: string };

/** The generator's address with an intent preset (the diagnosis's add-examples advice links here). */
export function generateLink(datasetId: string, datasetName: string, label: string): string {
  return `${GENERATE_PATH}?${new URLSearchParams({ datasetId, datasetName, label })}`;
}

/** The intent preset of the address, if it names one. */
export function presetOf(params: URLSearchParams): { datasetId: string; datasetName: string; label: string } | null {
  const datasetId = params.get('datasetId') ?? '';
  if (!datasetId) return null;
  return { datasetId, datasetName: params.get('datasetName') ?? '', label: params.get('label') ?? '' };
}

/** A run of a generated question: `mark` where its characters are not in the sentence it varies. */
export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * A generated question cut into runs, those with characters (not punctuation) the original sentence
 * does not have marked: what the generator changed stands out (synonyms, polite words, particles).
 */
export function highlight(question: string, original: string): Segment[] {
  const known = new Set(Array.from(original));
  const out: Segment[] = [];
  for (const ch of Array.from(question)) {
    // Spaces and punctuation (a question mark dropped or made half-width) are not worth pointing at.
    const mark = !known.has(ch) && !/[\s\p{P}]/u.test(ch);
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += ch;
    else out.push({ text: ch, mark });
  }
  return out;
}

/**
 * A knowledge item's similar questions with the accepted ones added: blanks, the standard question
 * and questions already there left out (counted as skipped). `over`: how many exceed the item's
 * limit of SIMILAR_MAX_COUNT, in which case nothing is saved.
 */
export function mergeSimilar(existing: readonly string[], question: string, accepted: readonly string[]) {
  const similar = [...existing];
  const seen = new Set([question.trim(), ...existing.map((s) => s.trim())]);
  let added = 0;
  for (const raw of accepted) {
    const q = raw.trim();
    if (!q || seen.has(q)) continue;
    seen.add(q);
    similar.push(q);
    added++;
  }
  return {
    similar,
    added,
    skipped: accepted.length - added,
    over: Math.max(0, similar.length - SIMILAR_MAX_COUNT),
  };
}

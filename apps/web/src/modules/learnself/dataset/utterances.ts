import { ITEMS_PER_ADD, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';

export interface ParsedUtterances {
  /** The utterances to send: one per non-blank line, trimmed, in the order typed. */
  texts: string[];
  /** 1-based numbers of the lines longer than an utterance may be. */
  tooLong: number[];
  /** More lines than one add takes. */
  tooMany: boolean;
}

/**
 * The add-utterances text area (requirements R4 datasets): one utterance a line. Blank lines are
 * left out and each line is trimmed; repeats are sent as typed, since the server counts them as
 * skipped together with those already under the label.
 */
export function parseUtterances(raw: string): ParsedUtterances {
  const texts: string[] = [];
  const tooLong: number[] = [];
  raw.split(/\r\n|\r|\n/).forEach((line, i) => {
    const text = line.trim();
    if (!text) return;
    if (text.length > UTTERANCE_MAX) tooLong.push(i + 1);
    texts.push(text);
  });
  return { texts, tooLong, tooMany: texts.length > ITEMS_PER_ADD };
}

/** What is wrong with the typed lines, as a message key and its values; null when they can be sent. */
export function utteranceProblem(
  raw: string,
): { key: 'item.textsEmpty' | 'item.textsTooMany' | 'item.textsTooLong'; values: Record<string, unknown> } | null {
  const p = parseUtterances(raw);
  if (!p.texts.length) return { key: 'item.textsEmpty', values: {} };
  if (p.tooMany) return { key: 'item.textsTooMany', values: { max: ITEMS_PER_ADD, count: p.texts.length } };
  if (p.tooLong.length)
    return { key: 'item.textsTooLong', values: { lines: p.tooLong.slice(0, 5).join(', '), max: UTTERANCE_MAX } };
  return null;
}

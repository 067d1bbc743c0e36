import { ITEMS_PER_ADD, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { ENTITY_TYPE_MAX, parseMarkup } from '@zhiyu/contract/modules/learnself/entities';

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

export type MarkupProblemKey =
  | 'item.markup.unclosed'
  | 'item.markup.emptyEntity'
  | 'item.markup.emptyType'
  | 'item.markup.typeTooLong'
  | 'item.markup.tooLong'
  | 'item.textsEmpty'
  | 'item.textsTooMany';

/**
 * What is wrong with lines of marked utterances (an ner dataset's add dialog, one a line, entities
 * written `[text](type)`), the first bad line named as the server would; null when they can be sent.
 */
export function markupProblem(raw: string): { key: MarkupProblemKey; values: Record<string, unknown> } | null {
  const lines = raw
    .split(/\r\n|\r|\n/)
    .map((l, i) => ({ text: l.trim(), line: i + 1 }))
    .filter((l) => l.text);
  if (!lines.length) return { key: 'item.textsEmpty', values: {} };
  if (lines.length > ITEMS_PER_ADD)
    return { key: 'item.textsTooMany', values: { max: ITEMS_PER_ADD, count: lines.length } };
  for (const { text, line } of lines) {
    const p = parseMarkup(text);
    if ('error' in p) return { key: `item.markup.${p.error}`, values: { line, max: ENTITY_TYPE_MAX } };
    if (Array.from(p.text).length > UTTERANCE_MAX)
      return { key: 'item.markup.tooLong', values: { line, max: UTTERANCE_MAX } };
  }
  return null;
}

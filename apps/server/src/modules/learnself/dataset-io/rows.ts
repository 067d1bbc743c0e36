import { LABEL_MAX, MARKED_MAX, SENTIMENT_LABELS, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { ENTITY_TYPE_MAX, parseMarkup, type Span } from '@zhiyu/contract/modules/learnself/entities';
import { z } from 'zod';

/**
 * A trimmed cell of 1..max characters, with its errors in both languages. An empty cell reaches the
 * schema as a missing key, so it is read as '' and refused by the length check. (A cell holding
 * U+0000 never gets here: the shared reader refuses the whole file, naming the cell; the check below
 * keeps the rule where the row is checked all the same.)
 */
const cell = (what: { zh: string; en: string }, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${what.zh}不能为空 / the ${what.en} is empty`)
    .max(max, `${what.zh}最多${max}个字符 / the ${what.en} has more than ${max} characters`)
    .refine((s) => !s.includes('\u0000'), `${what.zh}含有不允许的字符 U+0000 / the ${what.en} holds U+0000`)
    .prefault('');

const LABEL = { zh: '意图', en: 'intent' };
const TEXT = { zh: '语料', en: 'utterance' };

/** One workbook row of an nlu dataset: an intent and an utterance. */
export const NluImportRow = z.object({ label: cell(LABEL, LABEL_MAX), text: cell(TEXT, UTTERANCE_MAX) });
/** A row as it is staged: an ner row's label is '' and its entities come with it. */
export interface DatasetImportRow {
  label: string;
  text: string;
  spans?: Span[];
}

const MARKUP_MESSAGES = {
  unclosed: '方括号未成对，实体请写作 [文本](类型) / a bracket is not paired; mark an entity as [text](type)',
  emptyEntity: '实体文本为空 / an entity has no text',
  emptyType: '实体类型为空 / an entity has no type',
  typeTooLong: `实体类型最多${ENTITY_TYPE_MAX}个字 / an entity type has at most ${ENTITY_TYPE_MAX} characters`,
} as const;

/** One workbook row of an ner dataset: the utterance with its entities marked, `[text](type)`. */
export const NerImportRow = z.object({ text: cell(TEXT, MARKED_MAX) }).transform((row, ctx): DatasetImportRow => {
  const p = parseMarkup(row.text);
  if ('error' in p) {
    ctx.addIssue({ code: 'custom', path: ['text'], message: MARKUP_MESSAGES[p.error] });
    return z.NEVER;
  }
  if (Array.from(p.text).length > UTTERANCE_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['text'],
      message: `语料最多${UTTERANCE_MAX}个字符 / the utterance has more than ${UTTERANCE_MAX} characters`,
    });
    return z.NEVER;
  }
  return { label: '', text: p.text, spans: p.spans };
});

const SENTIMENTS: readonly string[] = SENTIMENT_LABELS;

/** One workbook row of a sentiment dataset: the label is positive, neutral or negative (any case). */
export const SentimentImportRow = z.object({
  label: cell(LABEL, LABEL_MAX)
    .transform((s) => s.toLowerCase())
    .refine(
      (s) => SENTIMENTS.includes(s),
      `情感标签只能是 ${SENTIMENT_LABELS.join('、')} / a sentiment label is one of ${SENTIMENT_LABELS.join(', ')}`,
    ),
  text: cell(TEXT, UTTERANCE_MAX),
});

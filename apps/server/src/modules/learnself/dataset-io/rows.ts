import { LABEL_MAX, SENTIMENT_LABELS, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
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
export type DatasetImportRow = z.output<typeof NluImportRow>;

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

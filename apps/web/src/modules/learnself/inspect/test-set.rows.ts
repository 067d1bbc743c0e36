import { LABEL_MAX, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { DATASET_IO_HEADERS, SENTIMENT_IO_HEADER } from '@zhiyu/contract/modules/learnself/dataset-io';
import { TEST_SET_MAX } from '@zhiyu/contract/modules/learnself/model';

export interface TestItem {
  label: string;
  text: string;
}

/** The headers a test workbook may use: the dataset workbook's own, in either language. */
const names = (...hs: { zh: string; en: string }[]) => hs.flatMap((h) => [h.zh, h.en.toLowerCase()]);
const LABEL_HEADERS = [...names(DATASET_IO_HEADERS.label, SENTIMENT_IO_HEADER), 'label'];
const TEXT_HEADERS = [...names(DATASET_IO_HEADERS.text), 'text'];

export type Parsed =
  | { ok: true; items: TestItem[]; skipped: number }
  | { ok: false; problem: 'headers' | 'empty' | 'tooMany' };

const find = (header: string[], names: string[]) => header.findIndex((h) => names.includes(h.trim().toLowerCase()));

/**
 * A test workbook's first sheet to test items: the first row names the intent and utterance
 * columns (as the dataset import does); rows missing either, or too long for the model test, are
 * skipped and counted.
 */
export function testItemsOf(rows: string[][]): Parsed {
  const [header, ...body] = rows;
  if (!header) return { ok: false, problem: 'empty' };
  const li = find(header, LABEL_HEADERS);
  const ti = find(header, TEXT_HEADERS);
  if (li < 0 || ti < 0) return { ok: false, problem: 'headers' };
  const items: TestItem[] = [];
  let skipped = 0;
  for (const row of body) {
    const label = (row[li] ?? '').trim();
    const text = (row[ti] ?? '').trim();
    if (!label && !text) continue;
    if (!label || !text || label.length > LABEL_MAX || text.length > UTTERANCE_MAX) skipped += 1;
    else items.push({ label, text });
  }
  if (!items.length) return { ok: false, problem: 'empty' };
  if (items.length > TEST_SET_MAX) return { ok: false, problem: 'tooMany' };
  return { ok: true, items, skipped };
}

import type { BodyOf } from '@zhiyu/contract/endpoint';
import { UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { type createMarkTask, TASK_ITEMS_MAX } from '@zhiyu/contract/modules/learnself/marking';

/** The new-task dialog's values (the switch is 1/0, the labellers two selects). */
export interface MarkTaskForm {
  name: string;
  datasetId: string;
  modelId?: string;
  twoPerson: number;
  labellerA?: string;
  labellerB?: string;
  texts?: string;
}

/** The utterances typed one a line: trimmed, blank lines and repeats left out, in the order typed. */
export function taskTexts(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  const lines = raw.split(/\r\n|\r|\n/).map((l) => l.trim());
  return [...new Set(lines.filter(Boolean))];
}

/** What is wrong with the typed lines (a message key and its values), or null. */
export function textsProblem(
  raw: unknown,
  fromPool: number,
): { key: 'task.textsEmpty' | 'task.textsTooLong' | 'task.textsTooMany'; values: Record<string, unknown> } | null {
  const texts = taskTexts(raw);
  if (!texts.length && !fromPool) return { key: 'task.textsEmpty', values: {} };
  const long = texts.findIndex((t) => t.length > UTTERANCE_MAX);
  if (long >= 0) return { key: 'task.textsTooLong', values: { text: texts[long].slice(0, 20), max: UTTERANCE_MAX } };
  if (texts.length + fromPool > TASK_ITEMS_MAX) return { key: 'task.textsTooMany', values: { max: TASK_ITEMS_MAX } };
  return null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The create body from the dialog's values; `poolIds` are the pool rows sent to labelling. */
export function taskBody(v: Record<string, unknown>, poolIds: readonly string[] = []): BodyOf<typeof createMarkTask> {
  const twoPerson = v.twoPerson === 1;
  return {
    name: text(v.name),
    datasetId: text(v.datasetId),
    modelId: text(v.modelId) || null,
    twoPerson,
    labellers: twoPerson ? [text(v.labellerA), text(v.labellerB)].filter(Boolean) : [],
    poolIds: [...poolIds],
    texts: taskTexts(v.texts),
  };
}

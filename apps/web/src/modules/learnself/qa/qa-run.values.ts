import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { PoolSource } from '@zhiyu/contract/modules/learnself/pool';
import { QA_RANGE_MAX_DAYS, type runQaExtraction } from '@zhiyu/contract/modules/learnself/qa';
import dayjs, { type Dayjs } from 'dayjs';

/** The start form's values: documents, or a transcript source with its bot or channel and range. */
export interface QaRunFormValues {
  source: 'document' | 'transcript';
  documentIds?: string[];
  transcript?: PoolSource;
  botId?: string;
  channelId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  /** Leave out what this library already holds. */
  libraryId?: string;
}

/** Documents first; transcripts of calls over the last 30 days when switched to. */
export function initialRunValues(now: Dayjs = dayjs()): QaRunFormValues {
  return {
    source: 'document',
    documentIds: [],
    transcript: 'call',
    range: [now.subtract(29, 'day').startOf('day'), now.endOf('day')],
  };
}

/** The range spans more days than a run reads (the server refuses it too). */
export function rangeTooLong(range: QaRunFormValues['range']): boolean {
  const [from, to] = range ?? [null, null];
  return !!from && !!to && to.endOf('day').diff(from.startOf('day'), 'day', true) > QA_RANGE_MAX_DAYS;
}

/** The run's body from the form: whole days, the bot for calls, the channel for text sessions. */
export function runBody(v: QaRunFormValues): BodyOf<typeof runQaExtraction> {
  const library = v.libraryId ? { libraryId: v.libraryId } : {};
  if (v.source === 'document') return { source: 'document', documentIds: v.documentIds ?? [], ...library };
  const transcript = v.transcript ?? 'call';
  const [from, to] = v.range ?? [null, null];
  return {
    source: 'transcript',
    transcript,
    ...(transcript === 'call' && v.botId ? { botId: v.botId } : {}),
    ...(transcript === 'text' && v.channelId ? { channelId: v.channelId } : {}),
    from: (from ?? dayjs()).startOf('day').valueOf(),
    to: (to ?? dayjs()).endOf('day').valueOf(),
    ...library,
  };
}

import type { DataOf } from '@zhiyu/contract/endpoint';
import type { predictModel } from '@zhiyu/contract/modules/learnself/model';
import { useSyncExternalStore } from 'react';

export type PredictResult = DataOf<typeof predictModel>;

/** One utterance tried on a model, with what the model answered. */
export interface Try {
  id: number;
  modelId: string;
  modelName: string;
  text: string;
  at: number;
  result: PredictResult;
}

/** Tries kept for the session (the newest first). */
export const HISTORY_MAX = 20;

/** The list with a new try in front, the oldest dropped past the limit. */
export function withTry(list: readonly Try[], item: Try, max = HISTORY_MAX): Try[] {
  return [item, ...list].slice(0, max);
}

/** The top prediction's label and confidence of a try ('' and 0 when the model answered none). */
export function topOf(result: PredictResult): { label: string; probability: number } {
  const top = result.predictions[0];
  return top ? { label: top.label, probability: top.probability } : { label: '', probability: 0 };
}

// The history lives as long as the signed-in tab: leaving the page and coming back keeps it,
// a reload starts afresh (nothing is written to storage).
let tries: Try[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const inspectHistory = {
  get: () => tries,
  add(entry: Omit<Try, 'id'>): Try {
    const item = { ...entry, id: nextId++ };
    tries = withTry(tries, item);
    emit();
    return item;
  },
  clear() {
    tries = [];
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export function useInspectHistory(): Try[] {
  return useSyncExternalStore(inspectHistory.subscribe, inspectHistory.get, inspectHistory.get);
}

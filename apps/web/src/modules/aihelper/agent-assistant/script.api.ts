import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { createScript, ScriptRow } from '@zhiyu/contract/modules/aihelper/script';

type Values = Record<string, unknown>;

/** Query keys of the golden scripts (requirements D3.7); mutations invalidate `all`. */
export const scriptKeys = {
  all: ['aihelper', 'script'] as const,
  list: () => [...scriptKeys.all, 'list'] as const,
};

/** The row as the search form holds it: a keyword over the intent, the wordings and the text. */
export type ScriptForm = ScriptRow & { keyword?: string };

/** The create/edit body from the dialog. */
export const scriptBody = (v: Values): BodyOf<typeof createScript> => ({
  scene: String(v.scene ?? ''),
  intent: String(v.intent ?? ''),
  questions: Array.isArray(v.questions) ? v.questions.map(String) : [],
  text: String(v.text ?? ''),
  validity: v.validity === 1 ? 1 : 0,
});

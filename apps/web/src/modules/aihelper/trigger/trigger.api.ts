import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  type createTrigger,
  type TRIGGER_ACTIONS,
  TRIGGER_EVENTS,
  type TriggerAction,
  type TriggerRow,
} from '@zhiyu/contract/modules/aihelper/trigger';

type Values = Record<string, unknown>;
type Event = (typeof TRIGGER_EVENTS)[number];
type ActionKind = (typeof TRIGGER_ACTIONS)[number];

/** Query keys of the triggers (requirements D3.7); mutations invalidate `all`. */
export const triggerKeys = {
  all: ['aihelper', 'trigger'] as const,
  list: () => [...triggerKeys.all, 'list'] as const,
};

/** The call's start and end carry no line: their triggers have no intent, word or emotion to match. */
export const LINE_EVENTS: readonly Event[] = ['customer', 'agent', 'silence'];

/** One action as its row of the dialog holds it: every kind's inputs, only the chosen kind's used. */
export interface ActionForm {
  kind?: ActionKind;
  scriptId?: string;
  fieldId?: string;
  text?: string;
  value?: string;
  tag?: string;
}

/** The trigger as its dialog holds it: the conditions flattened into fields of their own. */
export type TriggerForm = TriggerRow & {
  intents?: string[];
  keywords?: string[];
  /** 1: only a line that reads as negative emotion (the switch's yes). */
  negative?: number;
  count?: number;
};

const eventOf = (v: unknown): Event => TRIGGER_EVENTS.find((e) => e === v) ?? 'customer';
const strings = (v: unknown) => (Array.isArray(v) ? v.map((w) => String(w).trim()).filter(Boolean) : []);
const text = (v: unknown) => String(v ?? '').trim();

/** The action of one dialog row: only what its kind uses (the server names a missing part). */
export function actionOf(a: ActionForm): TriggerAction {
  switch (a.kind) {
    case 'script':
      return { kind: 'script', scriptId: text(a.scriptId) };
    case 'fill':
      return { kind: 'fill', fieldId: text(a.fieldId), value: text(a.value) };
    case 'tag':
      return { kind: 'tag', tag: text(a.tag) };
    case 'alert':
      return { kind: 'alert', text: text(a.text) };
    default:
      return { kind: 'tip', text: text(a.text) };
  }
}

/** The create/edit body from the dialog; a start or end trigger sends no line conditions. */
export function triggerBody(v: Values): BodyOf<typeof createTrigger> {
  const event = eventOf(v.event);
  const line = LINE_EVENTS.includes(event);
  const count = typeof v.count === 'number' && Number.isInteger(v.count) ? v.count : 1;
  return {
    name: text(v.name),
    event,
    conditions: {
      intents: line ? strings(v.intents) : [],
      keywords: line ? strings(v.keywords) : [],
      emotion: line && (v.negative === 1 || v.negative === true) ? 'negative' : null,
      count,
    },
    actions: (Array.isArray(v.actions) ? (v.actions as ActionForm[]) : []).map(actionOf),
    validity: v.validity === 1 ? 1 : 0,
  };
}

/** The dialog's values of a row. */
export function triggerForm(row: TriggerRow): TriggerForm {
  const c = row.conditions;
  return {
    ...row,
    intents: c.intents,
    keywords: c.keywords,
    negative: c.emotion === 'negative' ? 1 : 0,
    count: c.count,
  };
}

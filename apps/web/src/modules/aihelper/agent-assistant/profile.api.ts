import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  type createProfile,
  DESK_PANELS,
  type DeskPanel,
  getProfileChoices,
  type ProfileChoices,
} from '@zhiyu/contract/modules/aihelper/profile';
import { call } from '../../../platform/request/call.ts';

type Values = Record<string, unknown>;

/** Query keys of the assistant settings (requirements D3.7); mutations invalidate `all`. */
export const profileKeys = {
  all: ['aihelper', 'profile'] as const,
  list: () => [...profileKeys.all, 'list'] as const,
  choices: () => [...profileKeys.all, 'choices'] as const,
};

let pending: { at: number; p: Promise<ProfileChoices> } | null = null;
/**
 * What the dialog offers, one call for its five pickers: kept 5 s, so opening the dialog asks once
 * (a failure is not kept).
 */
export function readChoices(): Promise<ProfileChoices> {
  if (!pending || Date.now() - pending.at > 5000) {
    const p = call(getProfileChoices);
    pending = { at: Date.now(), p };
    p.catch(() => {
      if (pending?.p === p) pending = null;
    });
  }
  return pending.p;
}

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** The create/edit body from the dialog: an empty list applies every one of its kind. */
export const profileBody = (v: Values): BodyOf<typeof createProfile> => ({
  skillGroup: String(v.skillGroup ?? '').trim(),
  panels: list(v.panels).filter((p): p is DeskPanel => (DESK_PANELS as readonly string[]).includes(p)),
  scenes: list(v.scenes),
  fieldIds: list(v.fieldIds),
  ruleIds: list(v.ruleIds),
  triggerIds: list(v.triggerIds),
  botId: typeof v.botId === 'string' && v.botId ? v.botId : null,
});

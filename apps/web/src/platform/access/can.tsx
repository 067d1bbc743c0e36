import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import type { ReactNode } from 'react';
import { getJson } from '../session/storage.ts';
import { useSessionVersion } from '../session/use-session.ts';

/** SPEC §6: a button or element shows only if its id is in the button whitelist. */
export function hasButton(code: string): boolean {
  return getJson<{ id: string }[]>(STORAGE_KEYS.btnWhiteList, []).some((b) => b.id === code);
}

export function useCan(code: string): boolean {
  useSessionVersion();
  return hasButton(code);
}

export function Can({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return useCan(code) ? children : fallback;
}

import type { ButtonCode } from '@zhiyu/contract/registry';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import type { ReactNode } from 'react';
import { getJson } from '../session/storage.ts';
import { useSessionVersion } from '../session/use-session.ts';

/** requirements §6: a button or element shows only if its id is in the button whitelist. */
export function hasButton(code: string): boolean {
  return getJson<{ id: string }[]>(STORAGE_KEYS.btnWhiteList, []).some((b) => b.id === code);
}

/** Whether the session may call the API resource `code` (the login's API whitelist). */
export function hasApi(code: string): boolean {
  return getJson<string[]>(STORAGE_KEYS.apiWhiteList, []).includes(code);
}

/** hasApi, read again when the session changes. */
export function useCanCall(code: string): boolean {
  useSessionVersion();
  return hasApi(code);
}

export function useCan(code: ButtonCode): boolean {
  useSessionVersion();
  return hasButton(code);
}

/** Shows its children only with the button code; the code must be one the registry declares. */
export function Can({
  code,
  children,
  fallback = null,
}: {
  code: ButtonCode;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(code) ? children : fallback;
}

import type { NavItem, OrgRef, UserInfo } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { useSyncExternalStore } from 'react';
import { getJson, getVersion, subscribe } from './storage.ts';

/** Re-renders the caller whenever the stored session changes. */
export function useSessionVersion(): number {
  return useSyncExternalStore(subscribe, getVersion);
}

export function useUserInfo(): UserInfo | null {
  useSessionVersion();
  return getJson<UserInfo | null>(K.userInfo, null);
}

export function useNav(): NavItem[] {
  useSessionVersion();
  return getJson<NavItem[]>(K.navData, []);
}

export function useCurrentOrg(): OrgRef | null {
  useSessionVersion();
  return getJson<OrgRef | null>(K.currentOrg, null);
}

/** Writes what login, SSO and organisation switch return (requirements §3 local client state). */
import type { LoginResult, SessionGrant, TokenPair } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { getJson, setItem } from './storage.ts';

export function storeGrant(g: SessionGrant): void {
  setItem(K.userInfo, g.userInfo);
  setItem(K.appId, g.appId);
  setItem(K.corpId, g.corpId);
  setItem(K.uuid, g.uuid);
  setItem(K.botTypes, g.botTypes);
  setItem(K.navData, g.nav_data);
  setItem(K.apiWhiteList, g.apiWhiteList);
  setItem(K.btnWhiteList, g.btnWhiteList);
  setItem(K.currentOrg, g.currentOrg);
  if (g.channelId) {
    setItem(K.channelId, g.channelId);
    const history = getJson<string[]>(K.channelHistory, []);
    if (!history.includes(g.channelId)) setItem(K.channelHistory, [...history, g.channelId]);
  }
}

export function storeTokens(t: TokenPair): void {
  setItem(K.authorization, t.authorization);
  setItem(K.refreshToken, t.refreshToken);
  setItem(K.tokenExpiresAt, String(Date.now() + t.expiresIn * 1000));
}

export function storeLogin(r: LoginResult): void {
  storeTokens(r);
  storeGrant(r);
}

/** Building and vetting the address of an embedded frame (requirements §2 frame and report screens). */
import { CONF_SDK_APP_ID, DEFAULT_CONF_SDK_CHANNEL_ID, isConfSdkAddress } from '@zhiyu/contract/rules/embed';
import { runtimeConfig } from '../../platform/runtime-config.ts';

/**
 * Origins a frame may point at. The frame receives the user's SDK token, so an address taken from
 * the `url` query parameter must not send it to a stranger's site: only this console and the
 * configured sub-app and report hosts qualify.
 */
export function allowedOrigins(): Set<string> {
  const c = runtimeConfig();
  const out = new Set([window.location.origin]);
  for (const base of [...Object.values(c.subApps ?? {}), c.reportHost ?? '']) {
    try {
      if (/^https?:\/\//i.test(base)) out.add(new URL(base).origin);
    } catch {
      // not an address (e.g. the channel id value); nothing to allow
    }
  }
  return out;
}

export interface FrameParams {
  appId: string;
  channelId: string | null;
  nick?: string;
  token: string;
}

/** The special channel of the conf-sdk rule: configured per deployment, else the contract default. */
export const confSdkChannelId = () => runtimeConfig().subApps?.confSdkChannelId || DEFAULT_CONF_SDK_CHANNEL_ID;

/** Absolute frame address with appid, nick and token, or null when the address is not allowed. */
export function frameUrl(address: string, p: FrameParams): URL | null {
  let url: URL;
  try {
    url = new URL(address, window.location.origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !allowedOrigins().has(url.origin)) return null;
  const special = isConfSdkAddress(url.pathname) && p.channelId === confSdkChannelId();
  url.searchParams.set('appid', special ? CONF_SDK_APP_ID : p.appId);
  if (p.nick !== undefined) url.searchParams.set('nick', p.nick);
  url.searchParams.set('token', p.token);
  return url;
}

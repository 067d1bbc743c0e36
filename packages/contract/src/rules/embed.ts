/**
 * Constants of the embedded pages (requirements §2 frame screen, §6): for a conf-sdk address opened by a
 * user of one particular channel, the frame gets a fixed application id instead of the user's.
 * The requirements name neither value; these are ours, kept here so server, web and tests agree.
 */

/** The fixed application id the conf-sdk page is opened with for the special channel. */
export const CONF_SDK_APP_ID = '10000001';

/**
 * The special channel id. Deployments change it with `SUBAPP_CONF_SDK_CHANNEL_ID` (served to the
 * browser as `subApps.confSdkChannelId`); the default is the demo channel 渠道A so the rule can
 * be seen on demo data.
 */
export const DEFAULT_CONF_SDK_CHANNEL_ID = '1001';

/** An address is a conf-sdk address when a path segment is named so. */
export function isConfSdkAddress(url: string): boolean {
  return /(^|\/)conf-sdk(\/|$|\?|#)/i.test(url.replace(/^[a-z]+:\/\/[^/]+/i, ''));
}

/** Lead time of the SDK token refresh before expiry (requirements §9: 600000 ms). */
export const SDK_REFRESH_LEAD_MS = 600_000;

/** Message type posted to a frame when its SDK token is renewed. */
export const SDK_TOKEN_MESSAGE = 'zhiyu:sdkToken';

/** Keys of `runtimeConfig().subApps`: one base address per sub-app route prefix. */
export const SUBAPP_KEYS: Record<string, string> = {
  '/aihelperseat-web': 'aihelperseatWeb',
  '/aitext-new': 'aitextNew',
  '/aitrain': 'aitrain',
  '/aitrain-seat': 'aitrainSeat',
  '/aikb': 'aikb',
  '/iframe': 'iframe',
};

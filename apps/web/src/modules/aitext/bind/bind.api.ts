import { API_KEY_HEADER, bindAccount } from '@zhiyu/contract/modules/aitext/chat';
import { call } from '../../../platform/request/call.ts';

/** Six digits, as /aitext/channelConfig makes them. */
export const BIND_CODE = /^\d{6}$/;

/** An API channel's secret key starts so; anything else is a widget channel's public key. */
export const isApiKey = (key: string) => key.startsWith('sk-');

/**
 * The public bind call (no console session): a widget channel is named by its public key in the
 * body, an API channel by its secret key in the header (its public key alone is refused). Refusals
 * come back as ApiError with the server's message; no toast, the page shows it in place.
 */
export function bind(channelKey: string, account: string, code: string) {
  const key = channelKey.trim();
  return call(bindAccount, {
    body: { ...(isApiKey(key) ? {} : { channelKey: key }), account: account.trim(), code: code.trim() },
    headers: isApiKey(key) ? { [API_KEY_HEADER]: key } : undefined,
    silent: true,
  });
}

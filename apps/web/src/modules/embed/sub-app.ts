/** Which sub-app a location belongs to and the address its frame shows (requirements R11). */
import { SUBAPP_KEYS } from '@zhiyu/contract/rules/embed';
import { runtimeConfig } from '../../platform/runtime-config.ts';

export interface SubAppTarget {
  prefix: string;
  /** Frame address, or null when neither `url` nor a configured base gives one. */
  address: string | null;
}

/**
 * `url` in the query wins (the frame screen of requirements §2); otherwise the sub-app's configured base
 * address plus the catch-all srcPath and the rest of the query.
 */
export function subAppTarget(pathname: string, search: string): SubAppTarget {
  const prefix = Object.keys(SUBAPP_KEYS).find((p) => pathname.startsWith(`${p}/`)) ?? '/iframe';
  const query = new URLSearchParams(search);
  const url = query.get('url');
  if (url) return { prefix, address: url };
  const base = (runtimeConfig().subApps?.[SUBAPP_KEYS[prefix]] ?? '').replace(/\/$/, '');
  if (!base) return { prefix, address: null };
  const srcPath = pathname.slice(prefix.length);
  const rest = query.toString();
  return { prefix, address: `${base}${srcPath}${rest ? `?${rest}` : ''}` };
}

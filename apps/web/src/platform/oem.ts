import { getLoginPageConfig } from '@zhiyu/contract/modules/admin/public';
import type { LoginPageConfig, Oem } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { useEffect, useState } from 'react';
import { applyBranding } from './page-title.ts';
import { call } from './request/call.ts';
import { getJson, getString, setItem } from './session/storage.ts';

// One fetch per page load and channel; public pages use this without the query client (bundle size).
const cache = new Map<string, Promise<LoginPageConfig>>();

/** OEM data for this host or the remembered channel; kept locally for the title, favicon and footer. */
export function fetchLoginConfig(): Promise<LoginPageConfig> {
  const channelId = getString(STORAGE_KEYS.channelId) || undefined;
  const key = channelId ?? '';
  let p = cache.get(key);
  if (!p) {
    p = call(getLoginPageConfig, { query: { channelId } });
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  // Stored (and the tab re-branded) on every use: a logout clears the stored copy while the
  // answer stays cached, and the login page that follows must show the channel's brand again.
  return p.then((cfg) => {
    setItem(STORAGE_KEYS.oem, cfg.oem);
    applyBranding();
    return cfg;
  });
}

export function useLoginConfig(): { data: LoginPageConfig | undefined } {
  const [data, setData] = useState<LoginPageConfig>();
  useEffect(() => {
    let live = true;
    fetchLoginConfig().then(
      (cfg) => live && setData(cfg),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { data };
}

/** The stored OEM data at once, refreshed from the server in the background. */
export function useOem(): Oem | null {
  const cfg = useLoginConfig();
  return cfg.data?.oem ?? getJson<Oem | null>(STORAGE_KEYS.oem, null);
}

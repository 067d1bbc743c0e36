import { DEFAULT_APP_ID, STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../platform/runtime-config.ts';
import { getString } from '../../platform/session/storage.ts';
import { FramePage } from '../frame-page/frame-page.tsx';
import { allowedOrigins } from '../frame-page/frame-url.ts';

/**
 * Report address (requirements §2 report screen): the report host plus the hash route, whose own query
 * carries appid and token (a hash-routed report app reads its query from after the '#').
 */
export function reportUrl(host: string, hashRoute: string, appId: string, token: string): URL | null {
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return null;
  }
  if (!allowedOrigins().has(url.origin)) return null;
  const route = hashRoute.replace(/^#/, '');
  const [path, query = ''] = route.split('?');
  const q = new URLSearchParams(query);
  q.set('appid', appId);
  q.set('token', token);
  url.hash = `${path.startsWith('/') ? '' : '/'}${path}?${q}`;
  return url;
}

export interface ReportPageProps {
  /** Hash route of the report (the `url` query parameter). */
  route: string;
  names: string[];
}

/** Report screen: same loading state and token renewal as the frame screen. */
export function ReportPage({ route, names }: ReportPageProps) {
  const { t } = useTranslation('embed');
  const host = runtimeConfig().reportHost || null;
  const appId = getString(K.appId) || DEFAULT_APP_ID;
  return (
    <FramePage
      address={host}
      names={names}
      missing={t('reportNotConfigured')}
      build={(h, token) => reportUrl(h, route, appId, token)}
    />
  );
}

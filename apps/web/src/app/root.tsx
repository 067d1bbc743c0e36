import type { Oem } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../platform/i18n/index.ts';
import { browserLanguage } from '../platform/i18n/language.ts';
import { setNavigate } from '../platform/navigation.ts';
import { getJson } from '../platform/session/storage.ts';
import { useSessionVersion } from '../platform/session/use-session.ts';
import { AppRoutes } from './routes.tsx';

/** SPEC §1: the title follows the browser (Chinese browsers get the Chinese title), OEM first. */
export function documentTitle(oem: Oem | null, browser = browserLanguage()): string {
  const own = browser === 'zh-CN' ? oem?.title : oem?.titleEn;
  return own || i18n.getFixedT(browser)('common:brand');
}

function useDocumentBranding() {
  const version = useSessionVersion();
  useEffect(() => {
    void version;
    const oem = getJson<Oem | null>(STORAGE_KEYS.oem, null);
    document.title = documentTitle(oem);
    if (oem?.favicon) {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (link) link.href = oem.favicon;
    }
  }, [version]);
}

/** Lets the request layer navigate through the router (a toast shown before /login survives). */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, opts) => void navigate(to, opts)), [navigate]);
  return null;
}

export function Root() {
  useDocumentBranding();
  return (
    <>
      <NavigateBridge />
      <AppRoutes />
    </>
  );
}

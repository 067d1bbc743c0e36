import type { Oem } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { i18n } from './i18n/index.ts';
import { browserLanguage } from './i18n/language.ts';
import { getJson } from './session/storage.ts';

/** requirements §1: the brand follows the browser (Chinese browsers get the Chinese title), OEM first. */
export function brandTitle(oem: Partial<Pick<Oem, 'title' | 'titleEn'>> | null, browser = browserLanguage()): string {
  const own = browser === 'zh-CN' ? oem?.title : oem?.titleEn;
  return own || i18n.getFixedT(browser)('common:brand');
}

/** The tab's title: "<page> - <brand>", or the brand alone where no page names itself. */
export function tabTitle(page: string, brand: string): string {
  return page ? `${page} - ${brand}` : brand;
}

let page = '';

/**
 * Writes the tab's title and favicon from the page's name and the stored OEM data. Called when a
 * page names itself, when the session changes, and when the login configuration arrives (a first
 * visit to a branded /login has no OEM data stored until then).
 */
export function applyBranding(): void {
  const oem = getJson<Oem | null>(STORAGE_KEYS.oem, null);
  document.title = tabTitle(page, brandTitle(oem));
  if (oem?.favicon) {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = oem.favicon;
  }
}

/** The current page's name in the tab's title ('' when the page goes away). */
export function setPageName(name: string): void {
  page = name;
  applyBranding();
}

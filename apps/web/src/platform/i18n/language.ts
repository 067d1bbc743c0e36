import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: Language[] = ['zh-CN', 'en-US'];

export function browserLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? 'zh-CN' : navigator.language || 'zh-CN';
  return nav.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** Stored choice first, else the browser's (Chinese browsers get Chinese). */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return stored === 'zh-CN' || stored === 'en-US' ? stored : browserLanguage();
}

let current: Language = typeof localStorage === 'undefined' ? 'zh-CN' : initialLanguage();

export function currentLanguage(): Language {
  return current;
}

export function setCurrentLanguage(lang: Language): void {
  current = lang;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, type Language, setCurrentLanguage } from './language.ts';
import { loadBundles } from './resources.ts';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: currentLanguage(),
  fallbackLng: false,
  defaultNS: 'common',
  // Menu keys are paths: '/' and '.' must not split them.
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const loaded = new Set<Language>();

/** Fetches a language's texts once (the completeness test keeps zh-CN and en-US in step). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const bundles = await loadBundles(lang);
  for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle(lang, ns, texts, true, true);
  loaded.add(lang);
}

export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  setCurrentLanguage(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, type Language, setCurrentLanguage } from './language.ts';
import { allNamespaces, CORE_NAMESPACES, loadAntdLocale, localeBackend } from './resources.ts';

export const i18n = i18next.createInstance();

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: currentLanguage(),
    fallbackLng: false,
    ns: CORE_NAMESPACES,
    defaultNS: 'common',
    // Menu keys are paths: '/' and '.' must not split them.
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
    // Namespaces fetched after the first render re-render the components that show them.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });

const requested = new Set<Language>();

/**
 * Fetches a language's core texts (awaited), then every other namespace in the background
 * (awaited only with `everything`, as tests do). Each file is a cached module import, so asking
 * again costs nothing.
 */
export async function loadLanguage(lang: Language, { everything = false } = {}): Promise<void> {
  await Promise.all([i18n.reloadResources([lang], CORE_NAMESPACES), loadAntdLocale(lang)]);
  const rest = allNamespaces(lang).filter((ns) => !CORE_NAMESPACES.includes(ns));
  if (everything || !requested.has(lang)) {
    requested.add(lang);
    const loading = i18n.reloadResources([lang], rest);
    if (everything) await loading;
  }
}

export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  setCurrentLanguage(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

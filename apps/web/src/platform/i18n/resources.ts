import type { Locale } from 'antd/es/locale';
import type { BackendModule } from 'i18next';
import type { Language } from './language.ts';

/**
 * Locale files `src/locales/<lang>/<namespace>.json` and antd's own locale, fetched per language:
 * a browser never downloads the language it does not show. Only the core namespaces are fetched
 * before the first render (/login's first-load budget); every other one arrives through the backend
 * below, when a component asks for it with useTranslation(ns) or right after the first render.
 */
const files = import.meta.glob<{ default: Record<string, string> }>('../../locales/*/*.json');

/** Texts the sign-in page and the layout shell need before they can show anything. */
export const CORE_NAMESPACES = ['common', 'auth', 'menu'];

const byKey = new Map(
  Object.entries(files).map(([path, load]) => {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    return [`${lang}/${ns}`, load] as const;
  }),
);

/** Every namespace that has a file, for the background load after the first render. */
export function allNamespaces(lang: Language): string[] {
  return [...byKey.keys()].filter((k) => k.startsWith(`${lang}/`)).map((k) => k.slice(lang.length + 1));
}

/** i18next backend over the bundled files: each namespace becomes a small lazy chunk. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = byKey.get(`${language}/${namespace}`);
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e: Error) => callback(e, null),
    );
  },
};

const ANTD: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/locale/zh_CN'),
  'en-US': () => import('antd/locale/en_US'),
};
const antdLoaded: Partial<Record<Language, Locale>> = {};

export async function loadAntdLocale(lang: Language): Promise<void> {
  antdLoaded[lang] ??= (await ANTD[lang]()).default;
}

export function antdLocale(lang: Language): Locale | undefined {
  return antdLoaded[lang];
}

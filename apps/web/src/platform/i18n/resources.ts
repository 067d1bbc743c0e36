import type { Locale } from 'antd/es/locale';
import type { Language } from './language.ts';

/**
 * Locale files `src/locales/<lang>/<namespace>.json` and antd's own locale, fetched per language
 * before first render and on a switch: a browser never downloads the language it does not show.
 */
const files = import.meta.glob<{ default: Record<string, string> }>('../../locales/*/*.json');

const ANTD: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/locale/zh_CN'),
  'en-US': () => import('antd/locale/en_US'),
};
const antdLoaded: Partial<Record<Language, Locale>> = {};

export type Bundles = Record<string, Record<string, string>>;

export async function loadBundles(lang: Language): Promise<Bundles> {
  const out: Bundles = {};
  const wanted = Object.entries(files).filter(([path]) => path.includes(`/locales/${lang}/`));
  await Promise.all(
    wanted.map(async ([path, load]) => {
      const ns = /([^/]+)\.json$/.exec(path)?.[1];
      if (ns) out[ns] = (await load()).default;
    }),
  );
  antdLoaded[lang] ??= (await ANTD[lang]()).default;
  return out;
}

export function antdLocale(lang: Language): Locale | undefined {
  return antdLoaded[lang];
}

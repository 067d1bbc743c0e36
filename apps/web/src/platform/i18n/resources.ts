import enLater from 'virtual:text-pack/en-US/later';
import enMain from 'virtual:text-pack/en-US/main';
import zhLater from 'virtual:text-pack/zh-CN/later';
import zhMain from 'virtual:text-pack/zh-CN/main';
import type { Locale } from 'antd/es/locale';
import type { BackendModule } from 'i18next';
import { CORE_NAMESPACES } from './core.ts';
import type { Language } from './language.ts';

export { CORE_NAMESPACES };

/**
 * Locale files `src/locales/<lang>/<namespace>.json` and antd's own locale, fetched per language:
 * a browser never downloads the language it does not show. The core namespaces are one small chunk
 * each (the sign-in page needs only them); every other namespace of a language comes in its text
 * packs (build/text-packs.ts, core.ts TEXT_PACKS): two requests instead of forty.
 */
const coreFiles = import.meta.glob<{ default: Record<string, string> }>('../../locales/*/{common,auth,menu}.json');

const coreByKey = new Map(
  Object.entries(coreFiles).map(([path, load]) => {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    return [`${lang}/${ns}`, load] as const;
  }),
);

export function readCore(lang: Language, ns: string): Promise<Record<string, string>> {
  const load = coreByKey.get(`${lang}/${ns}`);
  return load ? load().then((m) => m.default) : Promise.resolve({});
}

/** A language's texts by namespace. */
export type Pack = Record<string, Record<string, string>>;

const PACK_URLS: Record<Language, string[]> = { 'zh-CN': [zhMain, zhLater], 'en-US': [enMain, enLater] };
const packs = new Map<Language, Promise<Pack>>();

async function fetchPack(lang: Language, url: string): Promise<Pack> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`texts ${lang}: HTTP ${res.status}`);
  return (await res.json()) as Pack;
}

/** Every non-core namespace of a language (its packs, fetched together once; a failed fetch is asked again). */
export function readPack(lang: Language): Promise<Pack> {
  let read = packs.get(lang);
  if (!read) {
    read = Promise.all(PACK_URLS[lang].map((url) => fetchPack(lang, url))).then((parts) => Object.assign({}, ...parts));
    read.catch(() => packs.delete(lang));
    packs.set(lang, read);
  }
  return read;
}

/**
 * i18next backend: a namespace that a component asks for before its language's pack was added
 * (useTranslation(ns) suspends meanwhile) is read from its core file or from the pack.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const lang = language as Language;
    const texts = CORE_NAMESPACES.includes(namespace)
      ? readCore(lang, namespace)
      : PACK_URLS[lang]
        ? readPack(lang).then((p) => p[namespace] ?? {})
        : Promise.resolve({});
    texts.then(
      (t) => callback(null, t),
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

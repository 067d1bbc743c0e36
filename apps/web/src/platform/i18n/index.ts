import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, type Language, setCurrentLanguage } from './language.ts';
import { CORE_NAMESPACES, loadAntdLocale, localeBackend, readCore, readPack } from './resources.ts';

export const i18n = i18next.createInstance();

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: currentLanguage(),
    fallbackLng: false,
    // A copy: i18next adds every namespace it meets to this list.
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    // Menu keys are paths: '/' and '.' must not split them.
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
    // Texts added after the first render (the pack, on the sign-in page) re-render what shows them.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });

/** The store's own notification, which i18next's types leave out. */
type Notifier = { emit(event: 'added', lng: string, ns: string): void };

/**
 * Adds namespaces' texts to the store without a notification each, then notifies once: every
 * translated component re-renders one time for the whole set, not once per namespace (forty
 * re-renders would reset whatever the user had open, such as a date picker's month).
 */
export function addTexts(lang: Language, texts: Record<string, Record<string, string>>): void {
  const names = Object.keys(texts).filter((ns) => !i18n.hasResourceBundle(lang, ns));
  for (const ns of names) i18n.addResourceBundle(lang, ns, texts[ns], true, true, { silent: true, skipCopy: true });
  if (names.length) (i18n.store as unknown as Notifier).emit('added', lang, names.join(' '));
}

/** Adds a language's pack (every non-core namespace), whatever of it the store lacks. */
const loadPack = (lang: Language): Promise<void> => readPack(lang).then((pack) => addTexts(lang, pack));

export interface LoadOptions {
  /** Await the pack too (every namespace), not only the core texts: signed-in pages, and tests. */
  everything?: boolean;
}

/**
 * Fetches a language's core texts and antd's locale (awaited), and its pack: awaited with
 * `everything`, else in the background, added with one re-render when it lands. Each file is a
 * cached module import, so asking again costs nothing.
 */
export async function loadLanguage(lang: Language, { everything = false }: LoadOptions = {}): Promise<void> {
  const core = Promise.all(CORE_NAMESPACES.map(async (ns) => [ns, await readCore(lang, ns)] as const)).then((read) =>
    addTexts(lang, Object.fromEntries(read)),
  );
  const pack = loadPack(lang);
  if (!everything) pack.catch((e: unknown) => console.error(e));
  await Promise.all([core, loadAntdLocale(lang), everything ? pack : undefined]);
}

/** Switches the language once its texts are in (with `everything`, all of them). */
export async function changeLanguage(lang: Language, options: LoadOptions = {}): Promise<void> {
  await loadLanguage(lang, options);
  setCurrentLanguage(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

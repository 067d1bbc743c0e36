import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, type Language, setCurrentLanguage } from './language.ts';
import { allNamespaces, CORE_NAMESPACES, loadAntdLocale, localeBackend, readNamespace } from './resources.ts';

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
    // Namespaces added after the first render re-render the components that show them.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });

/** The store's own notification, which i18next's types leave out. */
type Notifier = { emit(event: 'added', lng: string, ns: string): void };

/**
 * Fetches namespaces' files all at once and adds them to the store without a notification each,
 * then notifies once: every translated component re-renders one time for the whole set, instead of
 * once per namespace (forty re-renders reset whatever the user had open, such as a date picker's
 * month). A file that does not arrive is left out; a component that needs it asks the backend.
 */
export async function addNamespaces(lang: Language, names: string[]): Promise<void> {
  const read = await Promise.allSettled(names.map((ns) => readNamespace(lang, ns)));
  const added = names.filter((ns, i) => {
    const texts = read[i];
    if (texts?.status !== 'fulfilled') return false;
    i18n.addResourceBundle(lang, ns, texts.value, true, true, { silent: true, skipCopy: true });
    return true;
  });
  if (added.length) (i18n.store as unknown as Notifier).emit('added', lang, added.join(' '));
}

const requested = new Set<Language>();

export interface LoadOptions {
  /** Await every namespace, not only the first ones (tests). */
  everything?: boolean;
  /** Namespaces of the page being opened (PageRoute.ns), fetched and awaited with the core ones. */
  ns?: string[];
  /**
   * Start the batch of the other namespaces once this settles (the page's chunks at boot), so its
   * forty requests do not queue ahead of them; at once without it.
   */
  restAfter?: Promise<unknown>;
}

/**
 * Fetches a language's core texts and the opened page's own namespaces (awaited), then every other
 * namespace in one batch (awaited only with `everything`, as tests do), which lands about when the
 * page first paints, with one re-render. Each file is a cached module import, so asking again costs
 * nothing.
 */
export async function loadLanguage(lang: Language, options: LoadOptions = {}): Promise<void> {
  const { everything = false, ns = [], restAfter } = options;
  const first = [...new Set([...CORE_NAMESPACES, ...ns])];
  await Promise.all([addNamespaces(lang, first), loadAntdLocale(lang)]);
  if (everything || !requested.has(lang)) {
    requested.add(lang);
    const rest = allNamespaces(lang).filter((n) => !first.includes(n));
    const loading = (restAfter ?? Promise.resolve()).then(
      () => addNamespaces(lang, rest),
      () => addNamespaces(lang, rest),
    );
    if (everything) await loading;
  }
}

/** Switches the language once its texts (and the opened page's, `options.ns`) are in. */
export async function changeLanguage(lang: Language, options: Omit<LoadOptions, 'everything'> = {}): Promise<void> {
  await loadLanguage(lang, options);
  setCurrentLanguage(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

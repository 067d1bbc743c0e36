import { currentLanguage } from '../platform/i18n/language.ts';
import { CORE_NAMESPACES, loadAntdLocale, readCore, readPack } from '../platform/i18n/resources.ts';
import { applyQueryCredentials } from '../platform/session/query-credentials.ts';
import { preloadAddress } from './preload.ts';

/**
 * The entry: small, without React, so it runs as soon as it arrives and asks for everything the
 * first screen needs at once: the app (React, antd, main.tsx) first, then the texts of the language
 * shown, then the address's chunks (layout, page, guard). main.tsx renders once they are in. Each
 * is a module import, so the app asking for them again later costs nothing.
 */
const app = import('./main.tsx');
const lang = currentLanguage();
const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
for (const ns of CORE_NAMESPACES) quiet(readCore(lang, ns));
quiet(loadAntdLocale(lang));
// requirements §2: a token in the query is the credential from the start, so nothing is fetched with the
// one it replaces (the routes apply it again on every navigation).
applyQueryCredentials(window.location.search);
const preload = preloadAddress();
if (preload.signedInPage) quiet(readPack(lang));
app.then(
  (m) => m.start(preload),
  (e: unknown) => console.error(e),
);

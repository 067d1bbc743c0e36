import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { changeLanguage } from '../platform/i18n/index.ts';
import { currentLanguage } from '../platform/i18n/language.ts';
import { scheduleRefresh } from '../platform/request/refresh.ts';
import type { Preload } from './preload.ts';
import { Providers } from './providers.tsx';
import { Root } from './root.tsx';

/** A slow chunk is waited for at most this long before the first render (then the route shows it). */
const CHUNK_WAIT_MS = 3000;

/**
 * Renders the app once its first screen has what it needs (boot.ts asked for all of it at once): a
 * signed-in page waits for all its texts (the core files and the language's pack) and its chunks,
 * the sign-in page for the core texts only (the pack follows in the background). Nothing suspends on
 * the way. A failed text fetch still renders (keys show); a chunk that is slow or failed arrives or
 * is reported through its lazy route, under the shell and its loading state, not behind a blank page.
 */
export function start(preload: Preload): void {
  scheduleRefresh();
  const texts = changeLanguage(currentLanguage(), { everything: preload.signedInPage }).catch((e) => console.error(e));
  const chunks = Promise.race([preload.done, new Promise<void>((ok) => setTimeout(ok, CHUNK_WAIT_MS))]);
  // Declarative routing: the data router adds ~16 KB gzip to /login and nothing here needs loaders.
  void Promise.all([texts, chunks]).finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <Root />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { changeLanguage } from '../platform/i18n/index.ts';
import { currentLanguage } from '../platform/i18n/language.ts';
import { scheduleRefresh } from '../platform/request/refresh.ts';
import { addressNamespaces, preloadAddress } from './preload.ts';
import { Providers } from './providers.tsx';
import { Root } from './root.tsx';

scheduleRefresh();

// The page's own namespaces come with the core texts, and its chunks (layout, page, guard) are asked
// for at the same time, so the first render has them all and nothing suspends on the way. The other
// namespaces follow in one batch once the chunks are in, while the page renders.
const chunks = preloadAddress();
const texts = changeLanguage(currentLanguage(), { ns: addressNamespaces(), restAfter: chunks }).catch((e) =>
  console.error(e),
);

// Declarative routing: the data router adds ~16 KB gzip to /login and nothing here needs loaders.
// Texts first, so nothing renders untranslated; a failed fetch still renders (keys show) rather than nothing.
// The chunks are waited for at most CHUNK_WAIT_MS: a slow one then arrives through its lazy route,
// under the shell and its loading state, rather than behind a blank page.
const CHUNK_WAIT_MS = 3000;
const chunksOrLater = Promise.race([chunks, new Promise<void>((ok) => setTimeout(ok, CHUNK_WAIT_MS))]);
void Promise.all([texts, chunksOrLater]).finally(() =>
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

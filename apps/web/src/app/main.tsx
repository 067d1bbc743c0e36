import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { changeLanguage } from '../platform/i18n/index.ts';
import { currentLanguage } from '../platform/i18n/language.ts';
import { scheduleRefresh } from '../platform/request/refresh.ts';
import { preloadAddress } from './preload.ts';
import { Providers } from './providers.tsx';
import { Root } from './root.tsx';

scheduleRefresh();

// Declarative routing: the data router adds ~16 KB gzip to /login and nothing here needs loaders.
// Texts first, so nothing renders untranslated; a failed fetch still renders (keys show) rather than nothing.
void changeLanguage(currentLanguage())
  .catch((e) => console.error(e))
  .finally(() =>
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
// Asked for after the texts, so the texts come first in the browser's queue; both before first paint.
preloadAddress();

import { client } from './api.ts';
import { langOf, textsOf } from './i18n.ts';
import { mountPanel } from './panel.ts';

/**
 * Entry of `<script src="…/newaitext/widget.js" data-key="…" async></script>`: the server is the
 * script's own origin (or `data-base`), the channel its `data-key`, the language the page's `lang`
 * (or `data-lang`). The visitor id is kept in localStorage per channel.
 */
function start(script: HTMLScriptElement) {
  const key = script.dataset.key;
  if (!key) return;
  const base = script.dataset.base ?? new URL(script.src).origin;
  const lang = langOf(script.dataset.lang ?? document.documentElement.lang);
  const store = `zhiyu-widget:${key}:visitor`;
  const host = document.createElement('div');
  host.id = 'zhiyu-chat-widget';
  document.body.append(host);
  mountPanel(host, {
    api: client(base, key, lang),
    t: textsOf(lang),
    visitor: {
      get: () => {
        try {
          return localStorage.getItem(store);
        } catch {
          return null;
        }
      },
      set: (id) => {
        try {
          localStorage.setItem(store, id);
        } catch {}
      },
    },
  });
}

const current = document.currentScript as HTMLScriptElement | null;
const script = current ?? document.querySelector<HTMLScriptElement>('script[data-key][src*="widget.js"]');
if (script) {
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script));
}

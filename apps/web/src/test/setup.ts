import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadLanguage } from '../platform/i18n/index.ts';

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// antd's tables, selects, tooltips, ellipses and auto-sized text areas observe their size. A real
// browser provides ResizeObserver; in jsdom nothing resizes, so an observer that never fires is
// faithful.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await loadLanguage('en-US', { everything: true });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's message toasts live in their own React root and close on timers. A file that showed one
// closes them all inside act(), which runs React's pending work before it returns, then waits for
// the nodes to go: nothing is left to render after jsdom is gone (on a loaded machine a plain wait
// was sometimes too short, and React rendered into a torn-down window).
afterAll(async () => {
  if (!document.querySelector('.ant-message')) return;
  const { default: message } = await import('antd/es/message');
  await act(async () => {
    message.destroy();
    await new Promise((r) => setTimeout(r, 50));
  });
  for (let i = 0; i < 60 && document.querySelector('.ant-message-notice'); i += 1) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
  }
  await act(async () => {
    await new Promise((r) => setTimeout(r, 100));
  });
});

import { cleanup } from '@testing-library/react';
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

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await loadLanguage('en-US', { everything: true });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's message toasts live in their own React root and close on timers. A file that showed one
// closes them all and waits for React to take them away, so nothing renders after jsdom is gone.
afterAll(async () => {
  if (!document.querySelector('.ant-message')) return;
  const { default: message } = await import('antd/es/message');
  message.destroy();
  for (let i = 0; i < 60 && document.querySelector('.ant-message-notice'); i += 1) {
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 100));
});

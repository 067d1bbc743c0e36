import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
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

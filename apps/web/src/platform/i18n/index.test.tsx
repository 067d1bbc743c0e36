import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadLanguage } from './index.ts';
import { LANGUAGES } from './language.ts';
import { CORE_NAMESPACES, readPack } from './resources.ts';

const LANG = 'en-US';
const filesOf = (lang: string) =>
  readdirSync(join(import.meta.dirname, '../../locales', lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

describe('language packs', () => {
  it.each(LANGUAGES)('%s: the pack holds every namespace file but the core ones', async (lang) => {
    const pack = await readPack(lang);
    const expected = filesOf(lang).filter((ns) => !CORE_NAMESPACES.includes(ns));
    expect(Object.keys(pack).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(30);
    expect(pack['board-hot']?.['kpi.answered']).toBeTruthy();
  });

  it('loading a language adds its whole pack with one notification, and the core list stays as it was', async () => {
    await changeLanguage(LANG);
    const pack = Object.keys(await readPack(LANG)).filter((ns) => ns !== 'databoard');
    for (const ns of pack) i18n.removeResourceBundle(LANG, ns);

    let renders = 0;
    function Probe() {
      const { t } = useTranslation('databoard');
      renders += 1;
      return <p>{t('databoard:range')}</p>;
    }
    render(<Probe />);
    const shown = screen.getByText(i18n.getFixedT(LANG)('databoard:range')).textContent;
    const before = renders;

    // At each notification: how many of the pack's namespaces were in the store.
    const inAtNotice: number[] = [];
    const notice = () => inAtNotice.push(pack.filter((ns) => i18n.hasResourceBundle(LANG, ns)).length);
    i18n.store.on('added', notice);
    try {
      await act(() => loadLanguage(LANG, { everything: true }));
    } finally {
      i18n.store.off('added', notice);
    }
    expect(inAtNotice).toEqual([pack.length]);
    expect(renders - before).toBe(1);
    expect(i18n.getFixedT(LANG)('board-hot:kpi.answered')).toBe('Answered calls');
    expect(screen.getByText(shown ?? '')).toBeTruthy();
    expect(CORE_NAMESPACES).toEqual(['common', 'auth', 'menu']);
  });
});

import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadLanguage } from './index.ts';
import { allNamespaces, CORE_NAMESPACES } from './resources.ts';

const LANG = 'en-US';

describe('loading a language', () => {
  it("has the opened page's own namespaces in when it resolves", async () => {
    i18n.removeResourceBundle(LANG, 'board-hot');
    // The other namespaces of the language were asked for already (test setup): only `ns` loads here.
    await loadLanguage(LANG, { ns: ['board-hot'] });
    expect(i18n.getFixedT(LANG)('board-hot:kpi.answered')).toBe('Answered calls');
  });

  it('adds every other namespace in one batch: one notification, after all of them are in', async () => {
    await changeLanguage(LANG);
    const rest = allNamespaces(LANG).filter((ns) => !CORE_NAMESPACES.includes(ns) && ns !== 'databoard');
    expect(rest.length).toBeGreaterThan(20);
    for (const ns of rest) i18n.removeResourceBundle(LANG, ns);

    let renders = 0;
    function Probe() {
      const { t } = useTranslation('databoard');
      renders += 1;
      return <p>{t('databoard:range')}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('Period')).toBeTruthy();
    const before = renders;

    // At each notification: how many of the batch's namespaces were in the store.
    const inAtNotice: number[] = [];
    const notice = () => inAtNotice.push(rest.filter((ns) => i18n.hasResourceBundle(LANG, ns)).length);
    i18n.store.on('added', notice);
    try {
      await act(() => loadLanguage(LANG, { everything: true, ns: ['databoard'] }));
    } finally {
      i18n.store.off('added', notice);
    }
    // One for the core texts with the page's namespace, one for the whole rest.
    expect(inAtNotice).toEqual([0, rest.length]);
    expect(renders - before).toBeLessThanOrEqual(2);
    expect(i18n.getFixedT(LANG)('board-hot:kpi.answered')).toBe('Answered calls');
    expect(screen.getByText('Period')).toBeTruthy();
  });
});

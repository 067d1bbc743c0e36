import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { AboutView } from './about-view.tsx';

/** The view sits in a page container, which reads the route for its breadcrumb. */
const atRoute = (node: ReactNode) => <MemoryRouter initialEntries={['/aihelper/about-system']}>{node}</MemoryRouter>;

const ABOUT = {
  version: '0.1.0',
  changelog: [
    { version: '0.1.0', date: '2026-11-29', zh: ['坐席工作台'], en: ['The agent desk'] },
    { version: '0.0.9', date: '2026-11-01', zh: ['接入渠道'], en: ['Access channels'] },
  ],
};

afterEach(() => changeLanguage('zh-CN'));

describe('the about view', () => {
  it('shows the product, the version and each entry newest first in Chinese', async () => {
    await changeLanguage('zh-CN');
    render(atRoute(<AboutView title="关于系统" product="知语坐席助手" about={ABOUT} />));
    expect(screen.getByTestId('about-version').textContent).toBe('0.1.0');
    expect(screen.getByText('知语坐席助手')).toBeTruthy();
    expect(screen.getByText('更新日志')).toBeTruthy();
    const items = [...document.querySelectorAll('.ant-timeline-item')].map((i) => i.textContent);
    expect(items).toEqual(['0.1.0 · 2026-11-29坐席工作台', '0.0.9 · 2026-11-01接入渠道']);
  });

  it('speaks English, waits with a skeleton, and says when the version could not be read', async () => {
    await changeLanguage('en-US');
    const { rerender } = render(atRoute(<AboutView title="About" product="Zhiyu" about={ABOUT} />));
    expect(screen.getByText('The agent desk')).toBeTruthy();
    expect(screen.getByText('Change log')).toBeTruthy();
    rerender(atRoute(<AboutView title="About" product="Zhiyu" about={undefined} />));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    rerender(atRoute(<AboutView title="About" product="Zhiyu" about={undefined} failed />));
    expect(screen.getByText('The version could not be read')).toBeTruthy();
  });
});

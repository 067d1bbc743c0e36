import { render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginBrand, SiderBrand } from '../../../components/brand.tsx';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { applyBranding, setPageName, tabTitle } from '../../../platform/page-title.ts';
import { OemPreview } from './oem.preview.tsx';

const OEM = {
  title: '星河智能客服平台',
  titleEn: 'Xinghe AI Service',
  abbreviation: '星河',
  copyright: '© 2026 星河科技',
  logo: 'data:image/png;base64,AAAA',
  favicon: null,
};

beforeAll(() => changeLanguage('zh-CN'));

describe('OEM preview', () => {
  it('renders the login brand and the side bar exactly as the real pages render them', () => {
    render(<OemPreview v={OEM} />);
    const login = screen.getByTestId('oem-preview-login');
    const real = render(<LoginBrand oem={OEM} />)
      .getAllByTestId('login-brand')
      .at(-1) as HTMLElement;
    expect(within(login).getByTestId('login-brand').outerHTML).toBe(real.outerHTML);
    expect(within(login).getByTestId('brand-title').textContent).toBe('星河智能客服平台');
    expect(within(login).getByTestId('brand-short').textContent).toBe('星河');

    // The open side bar carries the title (as the layout does), the collapsed one the abbreviation.
    const [open, collapsed] = within(screen.getByTestId('oem-preview-sider')).getAllByTestId('sider-brand');
    expect(open?.textContent).toBe('星河智能客服平台');
    expect(collapsed?.textContent).toBe('星河');
    const shell = render(<SiderBrand oem={OEM} collapsed={false} />).container.firstElementChild as HTMLElement;
    expect(open?.outerHTML).toBe(shell.outerHTML);
    // The tab's brand follows the browser's language (requirements §1), the page name the console's.
    expect(screen.getByTestId('oem-preview-tab').textContent).toMatch(/^登录 - (星河智能客服平台|Xinghe AI Service)$/);
  });

  it('empty fields show the platform brand, with no logo (as the pages do)', () => {
    render(<OemPreview v={{}} />);
    const login = screen.getByTestId('oem-preview-login');
    expect(within(login).queryByTestId('brand-logo')).toBeNull();
    expect(within(login).getByTestId('brand-title').textContent).toBe('知语智能对话平台');
  });
});

describe('tab title', () => {
  it('reads "<page> - <brand>", the brand from the stored OEM data', () => {
    expect(tabTitle('登录', '星河智能客服平台')).toBe('登录 - 星河智能客服平台');
    expect(tabTitle('', '星河智能客服平台')).toBe('星河智能客服平台');
    localStorage.setItem(STORAGE_KEYS.oem, JSON.stringify(OEM));
    setPageName('OEM配置');
    expect(document.title).toMatch(/^OEM配置 - (星河智能客服平台|Xinghe AI Service)$/);
    setPageName('');
    expect(document.title).toMatch(/^(星河智能客服平台|Xinghe AI Service)$/);
    localStorage.removeItem(STORAGE_KEYS.oem);
    applyBranding();
    expect(document.title).toMatch(/^(知语智能对话平台|Zhiyu AI Console)$/);
  });
});

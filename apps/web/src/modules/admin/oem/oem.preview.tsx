import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginBrand, SiderBrand } from '../../../components/brand.tsx';
import { brandTitle, tabTitle } from '../../../platform/page-title.ts';

export interface BrandValues {
  title?: string;
  titleEn?: string;
  abbreviation?: string;
  copyright?: string;
  logo?: string | null;
  favicon?: string | null;
}

/**
 * A live preview of what the channel's users will see: the browser tab (favicon and title), the
 * login card's brand, the side bar (open and collapsed) and the footer. The brand marks are the
 * components the login page and the layout render, so the preview cannot drift from them; empty
 * fields show the platform's own texts, as the real pages do.
 */
export function OemPreview({ v }: { v: BrandValues }) {
  const { t } = useTranslation(['brand', 'common', 'auth']);
  const { token } = theme.useToken();
  const label = { color: token.colorTextSecondary };
  return (
    <div data-testid="oem-preview" style={{ display: 'grid', gap: 12 }}>
      <div style={label}>{t('brand:oem.previewLogin')}</div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '6px 12px',
          borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
          background: token.colorFillTertiary,
          fontSize: 12,
        }}
        data-testid="oem-preview-tab"
      >
        {v.favicon ? <img src={v.favicon} alt="" style={{ height: 16 }} /> : null}
        <span>{tabTitle(t('auth:login.pageTitle'), brandTitle(v))}</span>
      </div>
      <div
        style={{
          padding: '24px 24px 0',
          borderRadius: token.borderRadiusLG,
          background: '#fff',
          boxShadow: '0 8px 32px rgba(22, 104, 220, 0.12)',
        }}
        data-testid="oem-preview-login"
      >
        <LoginBrand oem={v} />
      </div>
      <div style={label}>{t('brand:oem.previewLayout')}</div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'stretch' }} data-testid="oem-preview-sider">
        <div style={{ width: 224, background: '#001529' }}>
          <SiderBrand oem={v} collapsed={false} />
        </div>
        <div style={{ width: 80, background: '#001529' }}>
          <SiderBrand oem={v} collapsed />
        </div>
      </div>
      <div style={{ textAlign: 'center', color: '#888', fontSize: 12 }} data-testid="oem-preview-copyright">
        {v.copyright || t('brand:oem.platformCopyright')}
      </div>
    </div>
  );
}

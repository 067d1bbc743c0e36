import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface BrandValues {
  title?: string;
  titleEn?: string;
  abbreviation?: string;
  copyright?: string;
  logo?: string | null;
  favicon?: string | null;
}

/**
 * A live preview of the login header, the layout's side bar and the footer as the channel's users
 * will see them; empty fields show the platform's own texts, as the real pages do.
 */
export function OemPreview({ v }: { v: BrandValues }) {
  const { t, i18n } = useTranslation(['brand', 'common']);
  const { token } = theme.useToken();
  const title = (i18n.language === 'zh-CN' ? v.title : v.titleEn) || t('common:brand');
  const short = v.abbreviation || t('common:brandShort');
  return (
    <div data-testid="oem-preview" style={{ display: 'grid', gap: 12 }}>
      <div style={{ color: token.colorTextSecondary }}>{t('brand:oem.previewLogin')}</div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: 16,
          borderRadius: token.borderRadiusLG,
          background: 'linear-gradient(135deg, #1d39c4, #2f54eb)',
          color: '#fff',
        }}
      >
        {v.logo ? <img src={v.logo} alt={short} style={{ height: 40 }} data-testid="oem-preview-logo" /> : null}
        <strong style={{ fontSize: 20 }} data-testid="oem-preview-title">
          {title}
        </strong>
        {v.favicon ? <img src={v.favicon} alt="" style={{ height: 16, marginLeft: 'auto' }} /> : null}
      </div>
      <div style={{ color: token.colorTextSecondary }}>{t('brand:oem.previewLayout')}</div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '8px 16px',
          background: '#001529',
          color: '#fff',
        }}
      >
        {v.logo ? <img src={v.logo} alt={short} style={{ height: 28 }} /> : null}
        <strong data-testid="oem-preview-short">{short}</strong>
      </div>
      <div style={{ textAlign: 'center', color: '#888', fontSize: 12 }} data-testid="oem-preview-copyright">
        {v.copyright || t('brand:oem.platformCopyright')}
      </div>
    </div>
  );
}

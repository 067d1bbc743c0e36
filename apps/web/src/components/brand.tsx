import type { Oem } from '@zhiyu/contract/modules/admin/schemas';
import { useTranslation } from 'react-i18next';

/** The OEM fields the brand marks read; empty ones fall back to the platform's own texts. */
export type BrandData = Partial<Pick<Oem, 'title' | 'titleEn' | 'abbreviation'>> & { logo?: string | null };

function useBrandTexts(oem: BrandData | null | undefined) {
  const { t, i18n } = useTranslation();
  return {
    title: (i18n.language === 'zh-CN' ? oem?.title : oem?.titleEn) || t('common:brand'),
    short: oem?.abbreviation || t('common:brandShort'),
  };
}

/**
 * The brand at the top of the login card: logo, title, and the abbreviation under the title. The
 * login page and the OEM screen's preview render this one component, so the preview is the page.
 */
export function LoginBrand({ oem }: { oem: BrandData | null | undefined }) {
  const { title, short } = useBrandTexts(oem);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }} data-testid="login-brand">
      {oem?.logo ? <img src={oem.logo} alt={short} style={{ height: 40 }} data-testid="brand-logo" /> : null}
      <div>
        <h1 style={{ margin: 0, fontSize: 22 }} data-testid="brand-title">
          {title}
        </h1>
        {oem?.abbreviation ? (
          <div style={{ color: '#888' }} data-testid="brand-short">
            {oem.abbreviation}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The brand at the top of the console's side bar: logo and title, the abbreviation when the bar is
 * collapsed. The layout and the OEM screen's preview render this one component.
 */
export function SiderBrand({ oem, collapsed }: { oem: BrandData | null | undefined; collapsed: boolean }) {
  const { title, short } = useBrandTexts(oem);
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 8, height: 56, padding: '0 16px', color: '#fff' }}
      data-testid="sider-brand"
    >
      {oem?.logo ? <img src={oem.logo} alt={short} style={{ height: 28 }} /> : null}
      <strong style={{ whiteSpace: 'nowrap', overflow: 'hidden' }}>{collapsed ? short : title}</strong>
    </div>
  );
}

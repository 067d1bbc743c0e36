import type { Oem } from '@zhiyu/contract/modules/admin/schemas';
import type { ReactNode } from 'react';
import { LoginBrand } from '../../../components/brand.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

/** Branded frame of the public pages: OEM logo, abbreviation and copyright replace ours (requirements §1). */
export function LoginFrame({ oem, children }: { oem?: Oem; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #e8f0fe 0%, #f5f7fb 60%, #eef3ff 100%)',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <LanguageSwitch />
      </div>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
        <div
          style={{
            width: 400,
            maxWidth: '100%',
            background: '#fff',
            borderRadius: 12,
            padding: '32px 32px 24px',
            boxShadow: '0 8px 32px rgba(22, 104, 220, 0.12)',
          }}
        >
          <LoginBrand oem={oem} />
          {children}
        </div>
      </main>
      <footer style={{ textAlign: 'center', color: '#888', padding: 16, fontSize: 12 }}>{oem?.copyright}</footer>
    </div>
  );
}

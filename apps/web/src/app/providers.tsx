import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../platform/i18n/index.ts';
import type { Language } from '../platform/i18n/language.ts';
import { antdLocale } from '../platform/i18n/resources.ts';
import { THEME } from './theme.ts';

function Themed({ children }: { children: ReactNode }) {
  const { i18n: inst } = useTranslation();
  return (
    <ConfigProvider locale={antdLocale(inst.language as Language)} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}

/**
 * App-wide providers: i18n and the antd theme/locale. The query client is provided by the shell,
 * and toasts load on first use (platform/request/toast.ts), both to keep /login small.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Themed>{children}</Themed>
    </I18nextProvider>
  );
}

import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { useCurrentOrg, useUserInfo } from '../../../platform/session/use-session.ts';
import { ProfileForm } from './setting.form.tsx';

// The history table (antd Table) sits below the profile form and loads after it, which keeps the
// page's first chunk small (requirements D8).
const LoginLogsTable = lazy(() => import('./login-logs.table.tsx'));
// Platform operators also get the licence: the installed one, and its replacement.
const LicenceSection = lazy(() => import('./licence.section.tsx'));

/** /index/user/setting — the first real page and the pattern later pages follow. */
export default function UserSettingPage() {
  const { t } = useTranslation('admin');
  const user = useUserInfo();
  const org = useCurrentOrg();
  // A platform user has no channel and no tenant; acting in a tenant, the platform screens wait.
  const operator = !!user && user.channelId === null && user.tenantId === null && org?.type !== 'tenant';
  return (
    <PageContainer>
      <Section title={t('setting.profile')} style={{ marginBottom: 16 }}>
        <ProfileForm />
      </Section>
      {operator && (
        <Section title={t('setting.licence')} style={{ marginBottom: 16 }}>
          <Suspense fallback={<Skeleton active />}>
            <LicenceSection />
          </Suspense>
        </Section>
      )}
      <Section title={t('setting.loginLogs')}>
        <Suspense fallback={<Skeleton active />}>
          <LoginLogsTable />
        </Suspense>
      </Section>
    </PageContainer>
  );
}

import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { ProfileForm } from './setting.form.tsx';

// The history table (antd Table) sits below the profile form and loads after it, which keeps the
// page's first chunk small (DESIGN §8).
const LoginLogsTable = lazy(() => import('./login-logs.table.tsx'));

/** /index/user/setting — the first real page and the pattern later pages follow. */
export default function UserSettingPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <Section title={t('setting.profile')} style={{ marginBottom: 16 }}>
        <ProfileForm />
      </Section>
      <Section title={t('setting.loginLogs')}>
        <Suspense fallback={<Skeleton active />}>
          <LoginLogsTable />
        </Suspense>
      </Section>
    </PageContainer>
  );
}

import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { LoginLogsTable } from './login-logs.table.tsx';
import { ProfileForm } from './setting.form.tsx';

/** /index/user/setting — the first real page and the pattern later pages follow. */
export default function UserSettingPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer>
      <Card title={t('setting.profile')} style={{ marginBottom: 16 }}>
        <ProfileForm />
      </Card>
      <Card title={t('setting.loginLogs')}>
        <LoginLogsTable />
      </Card>
    </PageContainer>
  );
}

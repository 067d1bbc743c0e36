import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';

/** The coming-soon page of routes whose module is not built yet (requirements §2 /developing). */
export default function DevelopingPage() {
  const { t } = useTranslation();
  // /iframe/* pages are embedded elsewhere: no breadcrumb or title of ours.
  const inShell = !useLocation().pathname.startsWith('/iframe');
  const body = <Result status="info" title={t('common:developing.title')} subTitle={t('common:developing.sub')} />;
  return inShell ? <PageContainer>{body}</PageContainer> : body;
}

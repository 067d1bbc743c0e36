import { Alert, Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';

const TemplatePanel = lazy(() => import('./sms-template.panel.tsx'));
const OutboxPanel = lazy(() => import('./sms-outbox.panel.tsx'));
const TABS = ['templates', 'outbox'] as const;

/** /aicall/templateMessage: templates, and the messages sent (`?tab=outbox`). */
export default function SmsPage() {
  const { t } = useTranslation('callset');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'templates';
  const pane = (node: ReactNode) => <Suspense fallback={<Skeleton active />}>{node}</Suspense>;
  return (
    <PageContainer>
      <Alert type="info" showIcon title={t('sms.adapterNote')} style={{ marginBottom: 12 }} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(new URLSearchParams({ tab: k }))}
        items={[
          { key: 'templates', label: t('sms.tab.templates'), children: pane(<TemplatePanel />) },
          { key: 'outbox', label: t('sms.tab.outbox'), children: pane(<OutboxPanel />) },
        ]}
      />
    </PageContainer>
  );
}

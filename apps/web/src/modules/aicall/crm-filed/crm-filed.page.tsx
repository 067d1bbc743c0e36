import { Skeleton, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';

const TagPanel = lazy(() => import('../tag/tag.panel.tsx'));
const AttributePanel = lazy(() => import('../customer-attribute/attribute.panel.tsx'));

const TABS = ['attributes', 'tags'] as const;

/**
 * /aicall/crm-filed/list: attribute management (the customers' custom columns) and tag management
 * (tag CRUD). The open tab is in the URL beside the list state (`?tab=tags`).
 */
export default function CrmFiledPage() {
  const { t } = useTranslation('aicall');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'attributes';
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        // A new tab starts from a clean list state.
        onChange={(k) => setParams(new URLSearchParams({ tab: k }))}
        items={[
          {
            key: 'attributes',
            label: t('crmFiled.tab.attributes'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <AttributePanel />
              </Suspense>
            ),
          },
          {
            key: 'tags',
            label: t('crmFiled.tab.tags'),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <TagPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}

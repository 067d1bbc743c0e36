import { Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';

const PoolPanel = lazy(() => import('./pool.panel.tsx'));
const RulesPanel = lazy(() => import('./rules.panel.tsx'));

const TABS = ['pool', 'rules'] as const;

/**
 * /learnself/pastdata, data flow-back (requirements R4 §1): the pooled utterances and the flow-back rules
 * that bring them. The open tab is in the address beside the pool list's state (`?tab=rules`).
 */
export default function PoolPage() {
  const { t } = useTranslation('learnself-data');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'pool';
  const panel = (node: ReactNode) => <Suspense fallback={<Skeleton active />}>{node}</Suspense>;
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        // A new tab starts from a clean list state.
        onChange={(k) => setParams(new URLSearchParams({ tab: k }))}
        items={[
          { key: 'pool', label: t('tab.pool'), children: panel(<PoolPanel />) },
          { key: 'rules', label: t('tab.rules'), children: panel(<RulesPanel />) },
        ]}
      />
    </PageContainer>
  );
}

import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { ProfilePanel } from './profile.panel.tsx';
import { ScriptPanel } from './script.panel.tsx';

const TABS = ['scripts', 'profiles'] as const;

/**
 * /aihelper/agent-assistant: the assistant's settings. The script library, and per skill group what
 * the desk shows and applies (panels, scenes, fields, QC rules, triggers, assistant bot). The open
 * tab is in the URL beside the list state (`?tab=profiles`).
 */
export default function AgentAssistantPage() {
  const { t } = useTranslation('aihelper-config');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'scripts';
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        // A new tab starts from a clean list state.
        onChange={(k) => setParams(new URLSearchParams({ tab: k }))}
        destroyOnHidden
        items={[
          { key: 'scripts', label: t('script.tab'), children: <ScriptPanel /> },
          { key: 'profiles', label: t('profile.tab'), children: <ProfilePanel /> },
        ]}
      />
    </PageContainer>
  );
}

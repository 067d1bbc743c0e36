import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { ScriptPanel } from './script.panel.tsx';

const TABS = ['scripts'] as const;

/**
 * /aihelper/agent-assistant: the assistant's settings. For now one tab, the script library; the
 * skill groups' assistant settings (which bot recognises intents) are still to come. The open tab
 * is in the URL beside the list state (`?tab=scripts`).
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
        items={[{ key: 'scripts', label: t('script.tab'), children: <ScriptPanel /> }]}
      />
    </PageContainer>
  );
}

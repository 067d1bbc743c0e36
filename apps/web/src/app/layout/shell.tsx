import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiderBrand } from '../../components/brand.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useCanCall } from '../../platform/access/can.tsx';
import { useOem } from '../../platform/oem.ts';
import { queryClient } from '../../platform/query-client.ts';
import { OrgSwitch } from './org-switch.tsx';

/** The API resource whose holders hear the agent assistant's supervisor alerts (server qc/supervise.ts). */
const SUPERVISOR_RESOURCE = 'aihelper.record.list';

import { SideMenu } from './side-menu.tsx';
import { UserMenu } from './user-menu.tsx';

// Loaded after the shell renders, so the real-time client costs the shell's budget nothing.
const RealtimeStatus = lazy(() => import('../../platform/realtime/status.tsx'));
// Only for those who may read the agent assistant's records: its own small chunk.
const SupervisorAlerts = lazy(() => import('../../modules/aihelper/supervise/supervisor-alerts.tsx'));

/** The layout shell of every signed-in route (requirements §2). Loaded lazily so /login stays small. */
export default function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
    </QueryClientProvider>
  );
}

function ShellLayout() {
  const { i18n } = useTranslation();
  const oem = useOem();
  const [collapsed, setCollapsed] = useState(false);
  const supervises = useCanCall(SUPERVISOR_RESOURCE);
  useEffect(() => {
    dayjs.locale(i18n.language === 'zh-CN' ? 'zh-cn' : 'en');
  }, [i18n.language]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={224}>
        <SiderBrand oem={oem} collapsed={collapsed} />
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 12,
            padding: '0 16px',
          }}
        >
          <Suspense>
            <RealtimeStatus />
            {supervises && <SupervisorAlerts />}
          </Suspense>
          <OrgSwitch />
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Suspense>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: '#888', fontSize: 12 }}>{oem?.copyright}</Layout.Footer>
      </Layout>
    </Layout>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useOem } from '../../platform/oem.ts';
import { queryClient } from '../../platform/query-client.ts';
import { OrgSwitch } from './org-switch.tsx';
import { SideMenu } from './side-menu.tsx';
import { UserMenu } from './user-menu.tsx';

// Loaded after the shell renders, so the real-time client costs the shell's budget nothing.
const RealtimeStatus = lazy(() => import('../../platform/realtime/status.tsx'));

/** The layout shell of every signed-in route (SPEC §2). Loaded lazily so /login stays small. */
export default function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
    </QueryClientProvider>
  );
}

function ShellLayout() {
  const { t, i18n } = useTranslation();
  const oem = useOem();
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    dayjs.locale(i18n.language === 'zh-CN' ? 'zh-cn' : 'en');
  }, [i18n.language]);
  const brand = (i18n.language === 'zh-CN' ? oem?.title : oem?.titleEn) || t('common:brand');
  const short = oem?.abbreviation || t('common:brandShort');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={224}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: 56, padding: '0 16px', color: '#fff' }}>
          {oem?.logo ? <img src={oem.logo} alt={short} style={{ height: 28 }} /> : null}
          <strong style={{ whiteSpace: 'nowrap', overflow: 'hidden' }}>{collapsed ? short : brand}</strong>
        </div>
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

import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { visibleNav } from '../../platform/access/nav.ts';
import { useNav } from '../../platform/session/use-session.ts';
import { routeNames } from '../route-names.ts';
import { SUBMENU_PREFIX, toMenuItems } from './menu-items.tsx';

/** Side menu built from the granted nav_data; item keys are paths. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t, i18n } = useTranslation('menu');
  const nav = useNav();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels must follow the language
  const items = useMemo(() => toMenuItems(visibleNav(nav), t), [nav, t, i18n.language]);
  const ancestors = routeNames(pathname).slice(0, -1);
  const [openKeys, setOpenKeys] = useState<string[]>(() => [
    ...ancestors,
    ...ancestors.map((a) => `${SUBMENU_PREFIX}${a}`),
  ]);
  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => navigate(key)}
    />
  );
}

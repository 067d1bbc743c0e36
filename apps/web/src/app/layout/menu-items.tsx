import {
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  HomeOutlined,
  MessageOutlined,
  PhoneOutlined,
  RobotOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

type Item = Required<MenuProps>['items'][number];

// Icons are decoration only (requirements §9): no behaviour hangs on them.
const ICONS: Record<string, ReactNode> = {
  '/index': <HomeOutlined />,
  '/aicall': <PhoneOutlined />,
  '/learnself': <ExperimentOutlined />,
  '/aihelper': <CustomerServiceOutlined />,
  '/aiadmin': <SettingOutlined />,
  '/aitext': <MessageOutlined />,
  '/aikb': <BookOutlined />,
  '/bot': <RobotOutlined />,
  '/bot-call': <ApiOutlined />,
};

/** A menu page with children becomes a sub-menu; its own page is its first entry. */
export const SUBMENU_PREFIX = 'sub:';

export function toMenuItems(nav: NavItem[], t: TFunction): Item[] {
  return nav.map((n): Item => {
    const label = t(n.path, { ns: 'menu' });
    const icon = ICONS[n.path] ?? (n.type === 0 ? <AppstoreOutlined /> : undefined);
    if (n.type === 0) return { key: n.path, label, icon, children: toMenuItems(n.children ?? [], t) };
    if (n.children?.length) {
      const self: Item = { key: n.path, label };
      return { key: `${SUBMENU_PREFIX}${n.path}`, label, icon, children: [self, ...toMenuItems(n.children, t)] };
    }
    return { key: n.path, label, icon };
  });
}

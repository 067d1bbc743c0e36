import type { ModuleKey } from '@zhiyu/contract/nav';
import type { OemData } from '../tenancy/table.ts';

/** Deterministic demo ids, listed in the README; tests and the browser suite rely on them. */
export const DEMO = {
  channelA: '1001',
  channelB: '1002',
  tenant1: '2001',
  tenant2: '2002',
  tenant3: '2003',
  appid1: '30000001',
  appid2: '30000002',
  appid3: '30000003',
  /** Put in the names of tenants 2/3 and their users so isolation tests can grep for it. */
  marker: 'ISO-MARK',
} as const;

export const TENANT_MODULES: ModuleKey[] = [
  'index',
  'aicall',
  'learnself',
  'aihelper',
  'aiadmin',
  'aitext',
  'aikb',
  'bot',
  'botcall',
];

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#2f54eb"/>' +
  '<path d="M14 40 L32 14 L50 40 Z" fill="#fff"/><circle cx="32" cy="44" r="6" fill="#ffd666"/></svg>';

export const CHANNEL_A_OEM: OemData = {
  title: '星河智能客服平台',
  titleEn: 'Xinghe AI Service',
  abbreviation: '星河',
  logo: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`,
  favicon: null,
  copyright: '© 2026 星河科技',
};

export interface DemoTenant {
  id: string;
  name: string;
  channelId: string;
  corpId: string;
  appid: string;
  modules: ModuleKey[];
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    id: DEMO.tenant1,
    name: '知语演示租户',
    channelId: DEMO.channelA,
    corpId: 'corp2001',
    appid: DEMO.appid1,
    modules: TENANT_MODULES,
  },
  {
    id: DEMO.tenant2,
    name: `隔离租户乙 ${DEMO.marker}-T2`,
    channelId: DEMO.channelA,
    corpId: 'corp2002',
    appid: DEMO.appid2,
    modules: ['index', 'aiadmin', 'aihelper', 'aikb'],
  },
  {
    id: DEMO.tenant3,
    name: `隔离租户丙 ${DEMO.marker}-T3`,
    channelId: DEMO.channelB,
    corpId: 'corp2003',
    appid: DEMO.appid3,
    modules: ['index', 'aiadmin', 'aicall', 'aitext'],
  },
];

export interface DemoUser {
  id: string;
  username: string;
  password: string;
  nickname: string;
  level: 'platform' | 'channel' | 'tenant';
  channelId: string | null;
  tenantId: string | null;
  appId: string | null;
  roles: string[];
}

const tenantUser = (n: 1 | 2 | 3, extra: Partial<DemoUser>): DemoUser => {
  const t = DEMO_TENANTS[n - 1];
  return {
    id: '',
    username: '',
    password: '',
    nickname: '',
    level: 'tenant',
    channelId: t.channelId,
    tenantId: t.id,
    appId: t.appid,
    roles: [],
    ...extra,
  };
};

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'u-admin',
    username: 'admin',
    password: 'Admin@2026',
    nickname: '平台管理员',
    level: 'platform',
    channelId: null,
    tenantId: null,
    appId: null,
    roles: [],
  },
  {
    id: 'u-channel',
    username: 'channel',
    password: 'Channel@2026',
    nickname: '星河渠道管理员',
    level: 'channel',
    channelId: DEMO.channelA,
    tenantId: null,
    appId: null,
    roles: ['r-channel-admin-1001'],
  },
  tenantUser(1, {
    id: 'u-tenant',
    username: 'tenant',
    password: 'Tenant@2026',
    nickname: '租户管理员',
    roles: ['r-tenant-admin-2001'],
  }),
  tenantUser(1, {
    id: 'u-agent',
    username: 'agent',
    password: 'Agent@2026',
    nickname: '坐席小王',
    roles: ['r-agent-2001'],
  }),
  tenantUser(2, {
    id: 'u-tenant2',
    username: 'tenant2',
    password: 'Tenant2@2026',
    nickname: `乙租户管理员 ${DEMO.marker}-U2`,
    roles: ['r-tenant-admin-2002'],
  }),
  tenantUser(3, {
    id: 'u-tenant3',
    username: 'tenant3',
    password: 'Tenant3@2026',
    nickname: `丙租户管理员 ${DEMO.marker}-U3`,
    roles: ['r-tenant-admin-2003'],
  }),
];

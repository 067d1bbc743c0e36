import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { HomeSummary } from '@zhiyu/contract/modules/admin/home';
import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { homeKeys } from './home.api.ts';
import HomePage from './home.page.tsx';

vi.setConfig({ testTimeout: 30_000 });
const item = (path: string, type: 0 | 1, children?: NavItem[], hidden?: boolean): NavItem => ({
  id: path,
  path,
  name: path,
  parentId: null,
  type,
  ...(hidden ? { hidden } : {}),
  ...(children ? { children } : {}),
});
const settings = item('/index/user/setting', 1, undefined, true);

const TENANT_NAV = [
  item('/index', 1, [settings, item('/index/tenant/sip', 1), item('/index/bot', 1)]),
  item('/aicall', 0, [item('/aicall/call-manage/outbound-task', 1), item('/aicall/call-manage/outbound-record', 1)]),
  item('/bot', 0, [item('/bot/bot-list', 1)]),
  item('/aiadmin', 0, [item('/aiadmin/tenant/user', 1)]),
];
const AGENT_NAV = [
  item('/index', 1, [settings]),
  item('/aihelper', 0, [item('/aihelper/agent', 1, [item('/aihelper/agent/recommend', 1)])]),
];
const OPERATOR_NAV = [
  item('/index', 1, [settings, item('/index/operating/trade', 1)]),
  item('/aiadmin', 0, [item('/aiadmin/channel/add', 1), item('/aiadmin/tenant/add', 1), item('/aiadmin/nlp', 1)]),
  item('/bot', 0, [item('/bot/bot-list', 1)]),
];

const counted = (total: number) => ({ total, totalCapped: false });
const TENANT_SUMMARY: HomeSummary = {
  org: null,
  tenant: {
    id: '2001',
    name: '示例租户',
    expiresAt: null,
    users: counted(4),
    userQuota: 100,
    bots: { total: 5, published: 3 },
    runningTasks: 2,
    callsToday: 37,
    // Not granted on the server: no card.
    libraries: null,
    textChannels: null,
    sip: { configured: false, enabled: false },
  },
  attention: [
    { kind: 'sipMissing', severity: 'warning', count: null, path: '/index/tenant/sip' },
    { kind: 'botsUnpublished', severity: 'info', count: 2, path: '/bot/bot-list' },
  ],
  generatedAt: Date.now(),
};
const OPERATOR_SUMMARY: HomeSummary = {
  org: {
    level: 'platform',
    name: null,
    channels: counted(2),
    tenants: counted(12_000),
    tenantQuota: null,
    users: { total: 10_000, totalCapped: true },
    expiringTenants: [{ id: '2009', name: '快到期租户', expiresAt: Date.now() + 3 * 86_400_000 }],
    expiringCount: 1,
    expiredCount: 0,
    nlpEngines: counted(1),
    speechEngines: counted(2),
    licence: null,
  },
  tenant: null,
  attention: [
    { kind: 'licenceMissing', severity: 'error', count: null, path: '/aihelper/authorization' },
    { kind: 'tenantsExpiring', severity: 'warning', count: 1, path: '/aiadmin/tenant/add' },
  ],
  generatedAt: Date.now(),
};

function signIn(nav: NavItem[], api: string[]) {
  localStorage.setItem(STORAGE_KEYS.authorization, 'token');
  localStorage.setItem(STORAGE_KEYS.navData, JSON.stringify(nav));
  localStorage.setItem(STORAGE_KEYS.apiWhiteList, JSON.stringify(api));
  localStorage.setItem(
    STORAGE_KEYS.userInfo,
    JSON.stringify({ id: 'u', username: 'u', nickname: '小王', channelId: null, tenantId: null, language: 'zh-CN' }),
  );
}

/** The page with its summary already answered (the query never goes to the network). */
function renderHome(summary?: HomeSummary) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  if (summary) qc.setQueryData(homeKeys.summary(''), summary);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/index']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => changeLanguage('zh-CN'));
afterAll(() => changeLanguage('zh-CN'));

describe('workspace home', () => {
  it('shows a tenant admin their figures, what needs attention and shortcuts to granted pages only', async () => {
    signIn(TENANT_NAV, ['admin.home.summary']);
    renderHome(TENANT_SUMMARY);
    const figures = await screen.findByTestId('home-tenant-figures');
    expect(within(figures).getByTestId('fig-bots').textContent).toContain('5');
    expect(within(figures).getByTestId('fig-bots').textContent).toContain('已发布 3 · 未发布 2');
    expect(within(figures).getByTestId('fig-callsToday').textContent).toContain('37');
    expect(within(figures).getByTestId('fig-sip').textContent).toContain('未配置');
    expect(within(figures).queryByTestId('fig-libraries')).toBeNull();
    expect(screen.getByTestId('home-scope').textContent).toBe('租户 · 示例租户');
    const attention = screen.getByTestId('home-attention');
    expect(within(attention).getByTestId('attention-sipMissing').textContent).toContain('尚未配置 SIP 线路');
    expect(within(attention).getByTestId('attention-sipMissing').textContent).toContain('去处理');
    expect(within(attention).getByTestId('attention-botsUnpublished').textContent).toContain('2 个机器人尚未发布');
    const shortcuts = within(screen.getByTestId('home-shortcuts'))
      .getAllByTestId(/^shortcut-/)
      .map((e) => e.dataset.testid);
    expect(shortcuts).toEqual([
      'shortcut-/bot/bot-list',
      'shortcut-/aicall/call-manage/outbound-task',
      'shortcut-/aicall/call-manage/outbound-record',
      'shortcut-/index/tenant/sip',
      'shortcut-/aiadmin/tenant/user',
    ]);
    expect(screen.queryByTestId('home-guide')).toBeNull();
  });

  it('shows the operator the platform, capped counts, the expiring tenants, and no tenant shortcuts', async () => {
    signIn(OPERATOR_NAV, ['admin.home.summary']);
    renderHome(OPERATOR_SUMMARY);
    const figures = await screen.findByTestId('home-org-figures');
    expect(within(figures).getByTestId('fig-users').textContent).toContain('10,000+');
    expect(within(figures).getByTestId('fig-tenants').textContent).toContain('1 个即将到期');
    expect(within(figures).getByTestId('fig-engines').textContent).toContain('NLP 1 · 语音 2');
    expect(screen.getByTestId('home-scope').textContent).toBe('平台运营 · 管理全部渠道与租户');
    const expiring = screen.getByTestId('attention-tenantsExpiring');
    expect(expiring.textContent).toContain('快到期租户');
    // The licence page is not in this operator's nav: the item shows, without a link.
    expect(screen.getByTestId('attention-licenceMissing').textContent).not.toContain('去处理');
    const shortcuts = within(screen.getByTestId('home-shortcuts'))
      .getAllByTestId(/^shortcut-/)
      .map((e) => e.dataset.testid);
    expect(shortcuts).toEqual([
      'shortcut-/aiadmin/tenant/add',
      'shortcut-/aiadmin/channel/add',
      'shortcut-/aiadmin/nlp',
      'shortcut-/index/operating/trade',
    ]);
    // The menu item 新增渠道 opens the channel list, and its shortcut says so.
    expect(screen.getByTestId('shortcut-/aiadmin/channel/add').textContent).toBe('渠道列表');
  });

  it('tells an agent, who has no figures, what their account can do', async () => {
    signIn(AGENT_NAV, []);
    renderHome();
    const guide = await screen.findByTestId('home-guide');
    expect(within(guide).getByTestId('guide-/aihelper').textContent).toContain('坐席工作台');
    // The desk is built: the guide offers it first, and its page is not marked as being built.
    expect(within(guide).getByTestId('guide-/aihelper').textContent).not.toContain('建设中');
    const desk = screen.getByTestId('home-agent-desk');
    expect(desk.textContent).toContain('打开坐席工作台');
    expect(desk.querySelector('a')?.getAttribute('href')).toBe('/aihelper/agent');
    expect(screen.getByTestId('home-settings').textContent).toContain('个人设置');
    expect(screen.queryByTestId('home-attention')).toBeNull();
    expect(screen.queryByTestId('home-tenant-figures')).toBeNull();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    signIn(TENANT_NAV, ['admin.home.summary']);
    renderHome(TENANT_SUMMARY);
    const figures = await screen.findByTestId('home-tenant-figures');
    expect(within(figures).getByTestId('fig-bots').textContent).toContain('Published 3 · drafts 2');
    expect(screen.getByTestId('attention-sipMissing').textContent).toContain('No SIP trunk yet');
    expect(screen.getByTestId('home-welcome').textContent).toMatch(/Good (morning|afternoon|evening), 小王/);
  });
});

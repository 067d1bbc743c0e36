import type { HomeSummary, OrgSummary, TenantSummary } from '@zhiyu/contract/modules/admin/home';
import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import dayjs from 'dayjs';
import { HOME_PATH, isAllowed, visibleNav } from '../../../platform/access/nav.ts';

/**
 * What the home shows, as plain data from the summary and the caller's nav_data: figures (only
 * those the server counted), their links (only pages the caller may open) and the shortcuts.
 */
export type FigureKey =
  | 'channels'
  | 'tenants'
  | 'users'
  | 'engines'
  | 'bots'
  | 'runningTasks'
  | 'callsToday'
  | 'libraries'
  | 'textChannels'
  | 'sip'
  | 'expiry';

export interface Figure {
  key: FigureKey;
  /** A number, or a translation key under `fig.` for a state (SIP configured…). */
  value: number | string;
  capped?: boolean;
  /** The footnote's key under `fig.` and its values. */
  note?: [string, Record<string, unknown>];
  tone?: 'ok' | 'warn' | 'off';
  /** The page that shows it, when the caller may open it. */
  path?: string;
}

const DAY_MS = 24 * 3600 * 1000;
const link = (path: string, nav: NavItem[]) => (isAllowed(path, nav) ? path : undefined);

export function orgFigures(o: OrgSummary, nav: NavItem[]): Figure[] {
  const out: Figure[] = [];
  const tenants = o.level === 'platform' ? '/aiadmin/tenant/add' : '/aiadmin/channel/tenant/list';
  if (o.channels)
    out.push({
      key: 'channels',
      value: o.channels.total,
      capped: o.channels.totalCapped,
      path: link('/aiadmin/channel/add', nav),
    });
  if (o.tenants) {
    const soon = o.expiringCount ?? 0;
    out.push({
      key: 'tenants',
      value: o.tenants.total,
      capped: o.tenants.totalCapped,
      note: soon
        ? ['expiring', { n: soon }]
        : o.tenantQuota !== null
          ? ['tenantsOfQuota', { quota: o.tenantQuota }]
          : ['noneExpiring', {}],
      tone: soon ? 'warn' : undefined,
      path: link(tenants, nav),
    });
  }
  if (o.users)
    out.push({
      key: 'users',
      value: o.users.total,
      capped: o.users.totalCapped,
      path: link('/aiadmin/userManage', nav),
    });
  if (o.nlpEngines && o.speechEngines) {
    const nlp = o.nlpEngines.total;
    const speech = o.speechEngines.total;
    out.push({
      key: 'engines',
      value: nlp + speech,
      note: ['enginesSplit', { nlp, speech }],
      tone: nlp + speech ? undefined : 'warn',
      path: link('/aiadmin/nlp', nav),
    });
  }
  return out;
}

export function tenantFigures(tn: TenantSummary, nav: NavItem[], now: number): Figure[] {
  const out: Figure[] = [];
  if (tn.bots) {
    const drafts = tn.bots.total - tn.bots.published;
    out.push({
      key: 'bots',
      value: tn.bots.total,
      note: ['botsSplit', { published: tn.bots.published, drafts }],
      path: link('/bot/bot-list', nav) ?? link('/index/bot', nav),
    });
  }
  if (tn.runningTasks !== null)
    out.push({ key: 'runningTasks', value: tn.runningTasks, path: link('/aicall/call-manage/outbound-task', nav) });
  if (tn.callsToday !== null)
    out.push({ key: 'callsToday', value: tn.callsToday, path: link('/aicall/call-manage/outbound-record', nav) });
  if (tn.libraries)
    out.push({
      key: 'libraries',
      value: tn.libraries.total,
      capped: tn.libraries.totalCapped,
      path: link('/aikb/words-library', nav),
    });
  if (tn.textChannels)
    out.push({
      key: 'textChannels',
      value: tn.textChannels.total,
      capped: tn.textChannels.totalCapped,
      path: link('/aitext/channelConfig', nav),
    });
  if (tn.sip) {
    const state = !tn.sip.configured ? 'sipNone' : tn.sip.enabled ? 'sipOn' : 'sipOff';
    out.push({
      key: 'sip',
      value: state,
      tone: state === 'sipOn' ? 'ok' : 'warn',
      path: link('/index/tenant/sip', nav),
    });
  }
  if (tn.users) {
    out.push({
      key: 'users',
      value: tn.users.total,
      capped: tn.users.totalCapped,
      note: tn.userQuota !== null ? ['usersOfQuota', { quota: tn.userQuota }] : undefined,
      path: link('/aiadmin/tenant/user', nav),
    });
  }
  const days = tn.expiresAt === null ? null : Math.max(0, Math.ceil((tn.expiresAt - now) / DAY_MS));
  out.push({
    key: 'expiry',
    value: days === null ? 'noExpiry' : days,
    note: tn.expiresAt === null ? undefined : ['expiryOn', { date: dayjs(tn.expiresAt).format('YYYY-MM-DD') }],
    tone: days !== null && days <= 30 ? 'warn' : undefined,
  });
  return out;
}

/** Shortcuts in order of use; the tenant's only for a session in a tenant (else they are dead ends). */
export const TENANT_SHORTCUTS = [
  '/bot/bot-list',
  '/aicall/call-manage/outbound-task',
  '/aicall/crm/list',
  '/aicall/call-manage/outbound-record',
  '/aicall/data-board/overview',
  '/aikb/words-library',
  '/aitext/channelConfig',
  '/index/tenant/sip',
];
export const ADMIN_SHORTCUTS = [
  '/aiadmin/tenant/add',
  '/aiadmin/channel/add',
  '/aiadmin/channel/tenant/list',
  '/aiadmin/userManage',
  '/aiadmin/tenant/user',
  '/aiadmin/channel/role',
  '/aiadmin/tenant/role',
  '/aiadmin/OEM',
  '/aiadmin/nlp',
  '/aiadmin/speechengine',
  '/index/operating/trade',
];
export const SHORTCUTS_SHOWN = 8;

/** The menu pages of the caller's nav (hidden ones left out), by path. */
function menuPages(nav: NavItem[]): Set<string> {
  const out = new Set<string>();
  const walk = (items: NavItem[]) => {
    for (const i of items) {
      if (i.type === 1) out.add(i.path);
      walk(i.children ?? []);
    }
  };
  walk(visibleNav(nav));
  return out;
}

export function shortcutsFor(nav: NavItem[], inTenant: boolean): string[] {
  const pages = menuPages(nav);
  const order = inTenant ? [...TENANT_SHORTCUTS, ...ADMIN_SHORTCUTS] : ADMIN_SHORTCUTS;
  return order.filter((p) => pages.has(p)).slice(0, SHORTCUTS_SHOWN);
}

/** The caller's modules for the guide: top-level menu entries other than the home, with their pages. */
export function modulesOf(nav: NavItem[]): { path: string; pages: string[] }[] {
  return visibleNav(nav)
    .filter((n) => n.path !== HOME_PATH)
    .map((n) => ({ path: n.path, pages: n.type === 1 ? [n.path] : [...menuPages(n.children ?? [])] }));
}

/** The attention items the caller can act on link to their page; the others are shown without a link. */
export function attentionOf(s: HomeSummary, nav: NavItem[]) {
  return s.attention.map((a) => ({ ...a, path: a.path && isAllowed(a.path, nav) ? a.path : '' }));
}

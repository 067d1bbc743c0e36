import {
  type AttentionItem,
  type Counted,
  EXPIRING_LISTED,
  EXPIRY_WARNING_DAYS,
  type HomeSummary,
  type OrgSummary,
  type TenantSummary,
} from '@zhiyu/contract/modules/admin/home';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import type { FastifyRequest } from 'fastify';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import { tenantTimeZone } from '../../aicall/rollup/kinds.ts';
import { activeLicence } from '../licence/repo.ts';
import * as repo from './repo.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Runs `count` only when the caller holds one of `codes` (the screen that shows the same figure). */
function gate(granted: Set<string>) {
  return <T>(codes: string[], count: () => Promise<T>): Promise<T | null> =>
    codes.some((c) => granted.has(c)) ? count() : Promise.resolve(null);
}

async function orgSummary(ctx: AppContext, s: repo.OrgScope, granted: Set<string>): Promise<OrgSummary> {
  const may = gate(granted);
  const now = ctx.now();
  const channel = s.level === 'channel' ? await repo.channelOf(ctx.db, s.channelId) : undefined;
  const tenantCodes = ['admin.tenant.list', 'admin.channelTenant.list'];
  const [channels, tenants, users, expiring, nlp, speech, licence] = await Promise.all([
    s.level === 'platform' ? may(['admin.channel.list'], () => repo.countChannels(ctx.db)) : null,
    may(tenantCodes, () => repo.countTenants(ctx.db, s)),
    may(['admin.user.list', 'admin.channelUser.list'], () => repo.countUsers(ctx.db, s)),
    may(tenantCodes, () => repo.expiringTenants(ctx.db, s, now, now + EXPIRY_WARNING_DAYS * DAY_MS, EXPIRING_LISTED)),
    s.level === 'platform' ? may(['admin.nlp.list'], () => repo.countEngines(ctx.db, ['nlp'])) : null,
    s.level === 'platform' ? may(['admin.speech.list'], () => repo.countEngines(ctx.db, ['asr', 'tts'])) : null,
    s.level === 'platform' ? activeLicence(ctx.db) : null,
  ]);
  return {
    level: s.level,
    name: channel?.name ?? null,
    channels,
    tenants,
    tenantQuota: channel?.tenantQuota ?? null,
    users,
    expiringTenants: expiring?.list ?? null,
    expiringCount: expiring?.soon ?? null,
    expiredCount: expiring?.expired ?? null,
    nlpEngines: nlp,
    speechEngines: speech,
    licence: licence ? { customer: licence.customer, expiresAt: licence.expiresAt } : null,
  };
}

async function tenantSummary(
  ctx: AppContext,
  s: repo.TenantScope,
  granted: Set<string>,
): Promise<TenantSummary | null> {
  const may = gate(granted);
  const today = zonedDay(ctx.now(), tenantTimeZone(s.tenantId));
  const [tenant, users, bots, runningTasks, callsToday, libraries, textChannels, sip] = await Promise.all([
    repo.tenantOf(ctx.db, s.tenantId),
    may(['admin.user.list', 'admin.tenantUser.list'], () => repo.countUsers(ctx.db, tenantAdmin(s))),
    may(['bot.bot.list', 'index.bot.list'], () => repo.countBots(ctx.db, s)),
    may(['aicall.task.list'], () => repo.countRunningTasks(ctx.db, s)),
    may(['aicall.outboundRecord.list', 'aicall.inboundRecord.list'], () => repo.callsOn(ctx.db, s, today)),
    may(['aikb.library.list'], () => repo.countLibraries(ctx.db, s)),
    may(['aitext.channel.list'], () => repo.countTextChannels(ctx.db, s)),
    may(['admin.sip.get'], () => repo.sipOf(ctx.db, s.tenantId)),
  ]);
  if (!tenant) return null;
  return {
    id: tenant.id,
    name: tenant.name,
    expiresAt: tenant.expiresAt?.getTime() ?? null,
    users,
    userQuota: tenant.userQuota,
    bots,
    runningTasks,
    callsToday,
    libraries,
    textChannels,
    sip,
  };
}

const tenantAdmin = (s: repo.TenantScope) => ({ level: 'tenant' as const, channelId: null, tenantId: s.tenantId });

const daysLeft = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / DAY_MS));
const full = (c: Counted | null, quota: number | null) => c !== null && quota !== null && c.total >= quota;

/** What needs attention, most urgent first; each item names the screen that fixes it. */
export function attentionOf(org: OrgSummary | null, tenant: TenantSummary | null, now: number): AttentionItem[] {
  const out: AttentionItem[] = [];
  const add = (
    kind: AttentionItem['kind'],
    severity: AttentionItem['severity'],
    path: string,
    count = null as number | null,
  ) => out.push({ kind, severity, path, count });
  const warnUntil = now + EXPIRY_WARNING_DAYS * DAY_MS;
  if (org?.level === 'platform') {
    const l = org.licence;
    if (!l) add('licenceMissing', 'error', '/aihelper/authorization');
    else if (l.expiresAt <= now) add('licenceExpired', 'error', '/aihelper/authorization');
    else if (l.expiresAt <= warnUntil)
      add('licenceExpiring', 'warning', '/aihelper/authorization', daysLeft(l.expiresAt, now));
  }
  if (org) {
    const tenants = org.level === 'platform' ? '/aiadmin/tenant/add' : '/aiadmin/channel/tenant/list';
    if (org.expiredCount) add('tenantsExpired', 'error', tenants, org.expiredCount);
    if (org.expiringCount) add('tenantsExpiring', 'warning', tenants, org.expiringCount);
    if (full(org.tenants, org.tenantQuota)) add('tenantQuotaFull', 'warning', tenants, org.tenantQuota);
    if (org.nlpEngines?.total === 0 && org.speechEngines?.total === 0) add('noEngines', 'warning', '/aiadmin/nlp');
  }
  if (tenant) {
    if (tenant.expiresAt !== null && tenant.expiresAt <= warnUntil) {
      // Renewal goes through the channel or the vendor: no screen of the tenant's fixes it.
      add('tenantExpiring', 'warning', '', daysLeft(tenant.expiresAt, now));
    }
    if (full(tenant.users, tenant.userQuota)) add('userQuotaFull', 'warning', '/aiadmin/tenant/user', tenant.userQuota);
    if (tenant.sip && !tenant.sip.configured) add('sipMissing', 'warning', '/index/tenant/sip');
    if (tenant.sip?.configured && !tenant.sip.enabled) add('sipDisabled', 'info', '/index/tenant/sip');
    if (tenant.bots?.total === 0) add('noBots', 'info', '/bot/bot-list');
    const drafts = tenant.bots ? tenant.bots.total - tenant.bots.published : 0;
    if (drafts > 0) add('botsUnpublished', 'info', '/bot/bot-list', drafts);
  }
  const rank = { error: 0, warning: 1, info: 2 };
  return out.sort((a, b) => rank[a.severity] - rank[b.severity]);
}

/**
 * The home of the caller: their platform or channel (operators and channel admins), and their
 * current tenant (tenant users, or an operator or channel admin acting in a tenant). The scope
 * comes from the session only; each figure needs the caller's grant of its screen.
 */
export async function homeSummary(ctx: AppContext, req: FastifyRequest): Promise<HomeSummary> {
  const session = sessionOf(req);
  const granted = await session.permissions();
  const scope = session.level === 'tenant' ? null : adminScope(req);
  const orgScope = scope && scope.level !== 'tenant' ? scope : null;
  const tenantScope = session.tenantId ? { tenantId: session.tenantId, appId: session.appId ?? '' } : null;
  const [org, tenant] = await Promise.all([
    orgScope ? orgSummary(ctx, orgScope, granted) : null,
    tenantScope ? tenantSummary(ctx, tenantScope, granted) : null,
  ]);
  const now = ctx.now();
  return { org, tenant, attention: attentionOf(org, tenant, now), generatedAt: now };
}

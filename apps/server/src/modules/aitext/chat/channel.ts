import { API_KEY_HEADER } from '@zhiyu/contract/modules/aitext/chat';
import { VISITOR_MESSAGES_PER_MINUTE } from '@zhiyu/contract/modules/aitext/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { tenants } from '../../../platform/tenancy/table.ts';
import { textChannels as c } from '../../aitext/channel/table.ts';

export interface OpenChannel {
  id: string;
  tenantId: string;
  appId: string;
  name: string;
  /** widget: called from visitors' browsers; api: from the key holder's server. */
  kind: 'widget' | 'api';
  channelType: 0 | 1;
  libraryIds: string[];
  welcomeHtml: string;
  quickMenus: (typeof c.$inferSelect)['quickMenus'];
  fallback: string;
  transferScenes: number[];
  keywords: string[];
}

/**
 * The channel a public call speaks to: an API channel by the secret key in the X-Api-Key header,
 * a widget channel by its public key in the body. Unknown, disabled, of the other kind, or of a
 * tenant that is disabled, expired or without the text module: 170001, all alike.
 */
export async function resolveChannel(ctx: AppContext, req: FastifyRequest, channelKey?: string): Promise<OpenChannel> {
  const header = req.headers[API_KEY_HEADER];
  const apiKey = typeof header === 'string' ? header.trim() : '';
  let which: SQL;
  if (apiKey) which = and(eq(c.apiKeyHash, sha256(apiKey)), eq(c.kind, 'api')) as SQL;
  else if (channelKey) which = and(eq(c.widgetKey, channelKey), eq(c.kind, 'widget')) as SQL;
  else throw new AppError('170003', { params: { field: 'channelKey' } });
  const [row] = await ctx.db
    .select({
      id: c.id,
      tenantId: c.tenantId,
      appId: c.appId,
      name: c.name,
      kind: c.kind,
      channelType: c.channelType,
      libraryIds: c.libraryIds,
      welcomeHtml: c.welcomeHtml,
      quickMenus: c.quickMenus,
      fallback: c.fallback,
      transferScenes: c.transferScenes,
      keywords: c.keywords,
      tenantStatus: tenants.status,
      expiresAt: tenants.expiresAt,
      modules: tenants.modules,
    })
    .from(c)
    .innerJoin(tenants, eq(tenants.id, c.tenantId))
    .where(and(which, eq(c.status, 1), sql`${tenants.modules} @> ARRAY['aitext']::text[]`))
    .limit(1);
  if (row?.tenantStatus !== 'enabled' || (row.expiresAt && row.expiresAt.getTime() <= ctx.now()))
    throw new AppError('170001');
  const { tenantStatus: _s, expiresAt: _e, modules: _m, ...channel } = row;
  return channel;
}

/** Counts one request against a limit per window; past it the caller gets 170007. */
export async function throttle(ctx: AppContext, key: string, max: number, windowSec = 60) {
  const n = await ctx.kv.incr(`aitext:${key}`, windowSec);
  if (n > max) throw new AppError('170007');
}

/** Messages one address may send one widget channel a minute, over all its sessions (visitors behind one NAT share it). */
export const ADDRESS_MESSAGES_PER_MINUTE = 4 * VISITOR_MESSAGES_PER_MINUTE;

/**
 * Counts one visitor action (message, click, vote, asking for a human) of a session. The keys are
 * what the caller cannot choose: the session (its id is made by the server) and, on a widget
 * channel, the client address, never the visitorId a browser may name at will, so nobody can use
 * up a known visitor's budget. An API channel's calls all come from the key holder's server, which
 * speaks for its visitors: there the session alone counts.
 */
export async function throttleMessage(ctx: AppContext, req: FastifyRequest, ch: OpenChannel, sessionId: string) {
  await throttle(ctx, `msg:${ch.id}:s:${sessionId}`, VISITOR_MESSAGES_PER_MINUTE);
  if (ch.kind === 'widget') await throttle(ctx, `msg:${ch.id}:ip:${req.ip}`, ADDRESS_MESSAGES_PER_MINUTE);
}

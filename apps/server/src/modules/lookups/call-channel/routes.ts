import { listAllCallChannels } from '@zhiyu/contract/modules/lookups/call-channel';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { likeOf } from '../like.ts';
import { callChannels as c } from './table.ts';

/** requirements §7 channel/all: every line of the caller's tenant, optionally only enabled ones. */
export default function callChannelRoutes(app: FastifyInstance) {
  route(app, listAllCallChannels, async ({ ctx, req, body }) => {
    const { tenantId } = scope(req);
    return ctx.db
      .select({ id: c.id, name: c.name, lineNumber: c.lineNumber, channelStatus: c.status, concurrency: c.concurrency })
      .from(c)
      .where(
        and(
          eq(c.tenantId, tenantId),
          body.channelStatus === undefined ? undefined : eq(c.status, body.channelStatus),
          body.name ? ilike(c.name, likeOf(body.name)) : undefined,
        ),
      )
      .orderBy(asc(c.name), asc(c.id))
      .limit(500);
  });
}

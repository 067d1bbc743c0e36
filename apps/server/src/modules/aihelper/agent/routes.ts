import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { Db } from '../../../platform/db/client.ts';
import { route } from '../../../platform/http/route.ts';
import { ahConversations } from '../ingest/table.ts';
import { takeSeat } from '../seat/service.ts';
import { loadConversation } from './conversation.ts';
import { portraitOf } from './portrait.ts';

/**
 * The signed-in agent's current conversation: their latest live one, else their latest ended one.
 * An agent sees only conversations whose start named them (contract aihelper/ingest).
 */
export async function currentConversation(db: Db, tenantId: string, userId: string): Promise<AgentConversation | null> {
  const c = ahConversations;
  const [conv] = await db
    .select()
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.agentUserId, userId)))
    .orderBy(desc(sql`${c.state} = 'live'`), desc(c.startedAt), desc(c.id))
    .limit(1);
  return conv ? loadConversation(db, tenantId, conv) : null;
}

/** /aihelper-api/agent/* — the agent desk's reads. */
export default function agentRoutes(app: FastifyInstance) {
  // Reading the desk takes (or keeps) a licence seat (seat/service.ts).
  route(app, getAgentConversation, async ({ ctx, req }) => {
    const { tenantId } = scope(req);
    const { userId, username } = sessionOf(req);
    await takeSeat(ctx.db, { userId, tenantId, username }, ctx.now());
    return currentConversation(ctx.db, tenantId, userId);
  });
  route(app, getCustomerPortrait, ({ ctx, query, req }) =>
    portraitOf(ctx.db, scope(req).tenantId, sessionOf(req).userId, query.conversationId),
  );
}

import {
  getTextChannelWelcome,
  listAllTextChannels,
  saveTextChannelWelcome,
} from '@zhiyu/contract/modules/lookups/text-channel';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sanitizeRichText } from '../../../platform/sanitize/html.ts';
import { textChannels as c } from '../../aitext/channel/table.ts';
import { listTextChannels } from './repo.ts';

export default function textChannelRoutes(app: FastifyInstance) {
  route(app, listAllTextChannels, async ({ ctx, req, body }) =>
    listTextChannels(ctx.db, scope(req).tenantId, { channelType: body.channelType, name: body.name }),
  );

  route(app, getTextChannelWelcome, async ({ ctx, req, query }) => {
    const [row] = await ctx.db
      .select({ channelId: c.id, html: c.welcomeHtml })
      .from(c)
      .where(and(eq(c.id, query.channelId), eq(c.tenantId, scope(req).tenantId)))
      .limit(1);
    if (!row) throw new AppError('100002');
    return row;
  });

  // The HTML is cleaned before it is stored, so every later reader gets inert markup.
  route(app, saveTextChannelWelcome, async ({ ctx, req, body }) => {
    const html = sanitizeRichText(body.html);
    const [row] = await ctx.db
      .update(c)
      .set({ welcomeHtml: html, updatedAt: new Date(ctx.now()) })
      .where(and(eq(c.id, body.channelId), eq(c.tenantId, scope(req).tenantId)))
      .returning({ channelId: c.id, html: c.welcomeHtml });
    if (!row) throw new AppError('100002');
    return row;
  });
}

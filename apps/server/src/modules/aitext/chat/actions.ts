import type { BodyOf } from '@zhiyu/contract/endpoint';
import type * as api from '@zhiyu/contract/modules/aitext/chat';
import { BOT_TEXTS, sceneBit } from '@zhiyu/contract/modules/aitext/enums';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { learnVote } from '../../aikb/knowledge/learned.ts';
import { addDay, addPerson } from '../rollup/live.ts';
import { textMessages, textSessions } from '../session/table.ts';
import { questionAt } from './candidate.ts';
import { resolveChannel, throttle, throttleMessage } from './channel.ts';
import { commit, openMenus, required, sessionOfChannel } from './service.ts';
import { chatMessage, type MessageRow, personKeySql, rollupKey } from './store.ts';
import { htmlToText } from './text.ts';

/** New sessions one address may open a minute (a session per page view is plenty). */
const OPENS_PER_MINUTE = 60;

/** Opens a session: the welcome (the channel's welcome text as plain text) and the quick menus. */
export async function openSession(ctx: AppContext, req: FastifyRequest, body: BodyOf<typeof api.openSession>) {
  const ch = await resolveChannel(ctx, req, body.channelKey);
  await throttle(ctx, `open:${ch.id}:${req.ip}`, OPENS_PER_MINUTE);
  const visitorId = body.visitorId?.trim() || newId();
  const welcome = htmlToText(ch.welcomeHtml);
  const at = new Date(ctx.now());
  const { session, message } = await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(textSessions)
      .values({
        id: newId(),
        tenantId: ch.tenantId,
        appId: ch.appId,
        channelId: ch.id,
        channelType: ch.channelType,
        visitorId,
        visitorKey: personKeySql(ch.id, visitorId),
        lang: langOf(req),
        startedAt: at,
        lastAt: at,
        messages: welcome ? 1 : 0,
      })
      .returning();
    let message: MessageRow | undefined;
    if (welcome)
      [message] = await tx
        .insert(textMessages)
        .values({
          id: newId(),
          tenantId: ch.tenantId,
          sessionId: session.id,
          seq: 0,
          role: 'bot',
          kind: 'welcome',
          text: welcome,
          createdAt: at,
        })
        .returning();
    const key = rollupKey(session);
    await addDay(tx, key, { sessions: 1 });
    await addPerson(tx, key, session.visitorKey);
    return { session, message };
  });
  return {
    sessionId: session.id,
    visitorId,
    channelName: ch.name,
    welcome: message ? chatMessage(message) : null,
    quickMenus: openMenus(ch),
  };
}

/**
 * Like or dislike of one answer, once (170011), with an optional reason. A dislike flags scene 3
 * (and hands over when the channel transfers on it) and unsolves the session.
 */
export async function sendFeedback(ctx: AppContext, req: FastifyRequest, body: BodyOf<typeof api.sendFeedback>) {
  const ch = await resolveChannel(ctx, req, body.channelKey);
  const s0 = await sessionOfChannel(ctx, ch, body.sessionId);
  const messageId = required(body.messageId, 'messageId');
  const vote = required(body.vote, 'vote');
  const [m] = await ctx.db
    .select()
    .from(textMessages)
    .where(
      and(eq(textMessages.id, messageId), eq(textMessages.sessionId, s0.id), eq(textMessages.tenantId, ch.tenantId)),
    )
    .limit(1);
  if (m?.role !== 'bot' || m.kind !== 'answer' || !m.hitRefId || !m.hitKind) throw new AppError('170005');
  if (m.vote !== null) throw new AppError('170011');
  await throttleMessage(ctx, req, ch, s0.id);
  const dislike = vote === 'dislike';
  const transferReason = dislike && ch.transferScenes.includes(3) ? 3 : undefined;
  const lang = langOf(req);
  const r = await commit(
    ctx,
    s0,
    (s) => {
      // Checked again under the lock: two votes racing count once.
      return {
        messages:
          transferReason !== undefined && !s.transferred
            ? [{ role: 'bot', kind: 'transfer', text: BOT_TEXTS.transfer[lang] }]
            : [],
        disliked: dislike,
        scenes: dislike ? sceneBit(3) : 0,
        transferReason,
        vote: { messageId, vote: dislike ? -1 : 1, reason: body.reason?.trim() || null },
        items: [
          {
            refKind: m.hitKind as 'item' | 'segment',
            refId: m.hitRefId as string,
            [dislike ? 'dislikes' : 'likes']: 1,
          },
        ],
      };
    },
    true,
    async (tx) => {
      const [again] = await tx
        .select({ vote: textMessages.vote })
        .from(textMessages)
        .where(eq(textMessages.id, messageId))
        .for('update');
      if (again?.vote !== null) throw new AppError('170011');
    },
  );
  // The vote is evidence about the item's answer to this wording (aikb/knowledge/learned.ts).
  if (m.hitKind === 'item')
    void questionAt(ctx, s0, m.seq - 1)
      .then((q) => (q ? learnVote(ctx.db, ch.tenantId, m.hitRefId as string, q, !dislike) : undefined))
      .catch(() => undefined);
  return { messageId, vote, replies: r.messages.map(chatMessage), transferred: r.session.transferred };
}

/** The visitor asks for a human: the session is transferred (once; asking again changes nothing). */
export async function askHuman(ctx: AppContext, req: FastifyRequest, body: BodyOf<typeof api.askHuman>) {
  const ch = await resolveChannel(ctx, req, body.channelKey);
  const s0 = await sessionOfChannel(ctx, ch, body.sessionId);
  if (s0.closedAt) throw new AppError('170006');
  if (s0.transferred) return { replies: [], transferred: true };
  await throttleMessage(ctx, req, ch, s0.id);
  const lang = langOf(req);
  const r = await commit(ctx, s0, (s) =>
    s.transferred
      ? { messages: [] }
      : {
          messages: [
            { role: 'user', kind: 'human', text: lang === 'en' ? 'Human agent, please' : '转人工' },
            { role: 'bot', kind: 'transfer', text: BOT_TEXTS.transfer[lang] },
          ],
          transferReason: 0,
        },
  );
  return { replies: r.messages.filter((x) => x.role === 'bot').map(chatMessage), transferred: true };
}

/** Ends the session, with the visitor's rating (1–5) when given; closing again changes nothing. */
export async function closeSession(ctx: AppContext, req: FastifyRequest, body: BodyOf<typeof api.closeSession>) {
  const ch = await resolveChannel(ctx, req, body.channelKey);
  const s0 = await sessionOfChannel(ctx, ch, body.sessionId);
  if (s0.closedAt) return { closed: true };
  await commit(ctx, s0, () => ({ messages: [], close: { rating: body.rating } }), false);
  return { closed: true };
}

import type { BodyOf } from '@zhiyu/contract/endpoint';
import type * as api from '@zhiyu/contract/modules/aitext/chat';
import {
  BOT_TEXTS,
  DISABLED_MENU_ACTIONS,
  MESSAGE_MAX_CHARS,
  type MenuAction,
  type Scene,
  sceneBit,
} from '@zhiyu/contract/modules/aitext/enums';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { learnPick } from '../../aikb/knowledge/learned.ts';
import { segment } from '../../aikb/retrieval/segment.ts';
import { textSessions } from '../session/table.ts';
import { answerCandidate, type Decision, decide, fallbackText } from './answer.ts';
import { chosenCandidate, questionBefore } from './candidate.ts';
import { type OpenChannel, resolveChannel, throttleMessage } from './channel.ts';
import type { ChatDeps } from './deps.ts';
import { isNegative } from './sentiment.ts';
import {
  applyEvent,
  chatMessage,
  lockSession,
  type NewMessage,
  type SessionEvent,
  type SessionState,
} from './store.ts';
import { charCount, hasKeyword, isWordless } from './text.ts';

/** A field the rules require: missing or blank answers 170003 naming it. */
export function required<T>(v: T | undefined | null, field: string): T {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
    throw new AppError('170003', { params: { field } });
  return v;
}

/** The session of this channel, or 170004 (another channel's session is unknown here). */
export async function sessionOfChannel(ctx: AppContext, ch: OpenChannel, id: string | undefined) {
  const sid = required(id, 'sessionId');
  // A plain read: the action's own transaction locks the session and checks it again.
  const [s] = await ctx.db
    .select()
    .from(textSessions)
    .where(and(eq(textSessions.id, sid), eq(textSessions.tenantId, ch.tenantId)))
    .limit(1);
  if (!s || s.channelId !== ch.id) throw new AppError('170004');
  return s;
}

const WORD_MAX = 50;
/** Search words of a question: segmented, stop words removed, each once, at most 50 of 50 characters. */
export function wordsOf(text: string): string[] {
  return [...new Set(segment(text).map((w) => w.slice(0, WORD_MAX)))].slice(0, 50);
}

/** Hands over when a scene of this action is one the channel transfers on (the lowest names the reason). */
function transferOn(ch: OpenChannel, scenes: Scene[]): number | undefined {
  return scenes.filter((s) => ch.transferScenes.includes(s)).sort()[0];
}

const bits = (scenes: Scene[]) => scenes.reduce((b, s) => b | sceneBit(s), 0);

function botMessage(d: Decision): NewMessage {
  if (d.kind === 'answer') return { role: 'bot', kind: 'answer', text: d.text, hit: d.hit };
  if (d.kind === 'suggest') return { role: 'bot', kind: 'suggest', text: d.text, candidates: d.candidates };
  return { role: 'bot', kind: 'fallback', text: d.text };
}

/** Runs an action on the locked session in one transaction; a closed session refuses (170006). */
export async function commit(
  ctx: AppContext,
  s0: SessionState,
  ev: (s: SessionState) => SessionEvent,
  allowClosed = false,
  check?: (tx: Db) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    const s = await lockSession(tx, s0.tenantId, s0.id);
    if (!s) throw new AppError('170004');
    if (s.closedAt && !allowClosed) throw new AppError('170006');
    await check?.(tx);
    return applyEvent(tx, s, ev(s), ctx.now());
  });
}

export function openMenus(ch: OpenChannel) {
  return ch.quickMenus.map((m) => ({ ...m, disabled: DISABLED_MENU_ACTIONS.includes(m.actionType as MenuAction) }));
}

type SendBody = BodyOf<typeof api.sendMessage>;

/** The visitor's message and the bot's replies (an answer, candidates or the fallback, then a transfer). */
export async function sendMessage(ctx: AppContext, deps: ChatDeps, req: FastifyRequest, body: SendBody) {
  const ch = await resolveChannel(ctx, req, body.channelKey);
  const s0 = await sessionOfChannel(ctx, ch, body.sessionId);
  if (s0.closedAt) throw new AppError('170006');
  const lang = langOf(req);
  let ev: SessionEvent;
  // A pick that was answered teaches the item the visitor's wording (aikb/knowledge/learned.ts).
  let learn: (() => Promise<void>) | null = null;
  if (body.candidate) {
    const messageId = required(body.candidate.messageId, 'candidate.messageId');
    const refId = required(body.candidate.refId, 'candidate.refId');
    const c = await chosenCandidate(ctx, s0, messageId, refId);
    await throttleMessage(ctx, req, ch, s0.id);
    const d = (await answerCandidate(deps, ch.tenantId, c)) ?? {
      kind: 'fallback',
      text: fallbackText(ch.fallback, lang),
    };
    const scenes: Scene[] = d.kind === 'fallback' ? [1] : [];
    const hit = { kind: c.kind, refId: c.refId, score: c.score, field: c.field };
    if (d.kind === 'answer' && c.kind === 'item')
      learn = async () => learnPick(ctx.db, ch.tenantId, c.refId, await questionBefore(ctx, s0, messageId));
    ev = {
      messages: [{ role: 'user', kind: 'click', text: c.question, hit }, botMessage(d)],
      rounds: 1,
      answers: d.kind === 'answer' ? 1 : 0,
      scenes: bits(scenes),
      transferReason: transferOn(ch, scenes),
      firstQuestion: c.question,
      items: [{ refKind: c.kind, refId: c.refId, clicks: 1, hits: d.kind === 'answer' ? 1 : 0 }],
    };
  } else if (body.type !== 'text') {
    const text = (body.text ?? '').trim().slice(0, MESSAGE_MAX_CHARS);
    await throttleMessage(ctx, req, ch, s0.id);
    ev = nontext(ch, text || `[${body.type}]`, lang);
  } else {
    const text = required(body.text, 'text').trim();
    if (charCount(text) > MESSAGE_MAX_CHARS) throw new AppError('170002', { params: { n: MESSAGE_MAX_CHARS } });
    await throttleMessage(ctx, req, ch, s0.id);
    ev = isWordless(text) ? nontext(ch, text, lang) : await question(deps, ch, text, lang);
  }
  const withTransfer = (s: SessionState): SessionEvent =>
    ev.transferReason !== undefined && !s.transferred
      ? { ...ev, messages: [...ev.messages, { role: 'bot', kind: 'transfer', text: BOT_TEXTS.transfer[lang] }] }
      : ev;
  const r = await commit(ctx, s0, withTransfer);
  if (learn) void learn().catch(() => undefined);
  const [message, ...replies] = r.messages.map(chatMessage);
  return { message, replies, transferred: r.session.transferred };
}

/** requirements §3 scene 2: an image, a file, or text of only emoji or punctuation. */
function nontext(ch: OpenChannel, text: string, lang: 'zh' | 'en'): SessionEvent {
  return {
    messages: [
      { role: 'user', kind: 'nontext', text },
      { role: 'bot', kind: 'fallback', text: BOT_TEXTS.nontext[lang] },
    ],
    rounds: 1,
    scenes: sceneBit(2),
    transferReason: transferOn(ch, [2]),
  };
}

/** A text question: scenes 5 (keyword) and 4 (negative emotion) from the text, 1 when nothing answers. */
async function question(deps: ChatDeps, ch: OpenChannel, text: string, lang: 'zh' | 'en'): Promise<SessionEvent> {
  const d = await decide(deps, ch.tenantId, ch, text, lang);
  const scenes: Scene[] = [];
  if (d.kind === 'fallback') scenes.push(1);
  if (isNegative(text)) scenes.push(4);
  if (hasKeyword(text, ch.keywords)) scenes.push(5);
  const words = wordsOf(text);
  return {
    messages: [{ role: 'user', kind: 'question', text, words }, botMessage(d)],
    rounds: 1,
    answers: d.kind === 'answer' ? 1 : 0,
    scenes: bits(scenes),
    transferReason: transferOn(ch, scenes),
    firstQuestion: text,
    items: d.kind === 'answer' ? [{ refKind: d.hit.kind, refId: d.hit.refId, hits: 1 }] : [],
    words,
  };
}

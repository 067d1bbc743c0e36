import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { textMessages } from '../session/table.ts';
import type { StoredCandidate } from './answer.ts';
import type { SessionState } from './store.ts';

/** A candidate the session's suggest message offered, or 170012. */
export async function chosenCandidate(
  ctx: AppContext,
  s: SessionState,
  messageId: string,
  refId: string,
): Promise<StoredCandidate> {
  const [m] = await ctx.db
    .select({ kind: textMessages.kind, candidates: textMessages.candidates })
    .from(textMessages)
    .where(and(eq(textMessages.id, messageId), eq(textMessages.sessionId, s.id), eq(textMessages.tenantId, s.tenantId)))
    .limit(1);
  const c = m?.kind === 'suggest' ? m.candidates?.find((x) => x.refId === refId) : undefined;
  if (!c) throw new AppError('170012');
  return c;
}

const asked = alias(textMessages, 'asked');

/** The visitor's question that a suggest message answered (the message before it), or ''. */
export async function questionBefore(ctx: AppContext, s: SessionState, suggestId: string): Promise<string> {
  const [m] = await ctx.db
    .select({ text: asked.text })
    .from(textMessages)
    .innerJoin(
      asked,
      and(
        eq(asked.sessionId, textMessages.sessionId),
        eq(asked.seq, sql`${textMessages.seq} - 1`),
        eq(asked.kind, 'question'),
      ),
    )
    .where(and(eq(textMessages.id, suggestId), eq(textMessages.sessionId, s.id), eq(textMessages.tenantId, s.tenantId)))
    .limit(1);
  return m?.text ?? '';
}

/** The visitor's question at this place of the session (a direct answer's question is the one before it), or ''. */
export async function questionAt(ctx: AppContext, s: SessionState, seq: number): Promise<string> {
  const [m] = await ctx.db
    .select({ text: textMessages.text })
    .from(textMessages)
    .where(and(eq(textMessages.sessionId, s.id), eq(textMessages.seq, seq), eq(textMessages.kind, 'question')))
    .limit(1);
  return m?.text ?? '';
}

/**
 * A flow-back run (requirements R4 §1): reads the rule's source logs after its cursor, a batch at a
 * time, and pools each batch's utterances with the cursor's move in one transaction.
 *
 * - calls: the caller's turns of each call record, in the order records were written, once they
 *   are FLOW_SETTLE_MS old; unrecognised when the recogniser gave no intent.
 * - text: the visitor's questions of each text session, with what became of them: no answer
 *   (unrecognised), answered (recognised; disliked when the visitor voted it down), or a
 *   "did you mean" candidate the visitor picked. Sessions are read once they are an hour old, so
 *   a conversation is read whole.
 *
 * Numbers are masked before anything is stored; utterances folding to fewer than two characters
 * (嗯, 哦) are left out.
 */
import type { PoolKind } from '@zhiyu/contract/modules/learnself/pool';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/client.ts';
import type { Job } from '../../../platform/jobs/queue.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { foldUtterance } from '../dataset/repo.ts';
import { maskNumbers } from './mask.ts';
import { lsFlowRules, lsPool } from './table.ts';

export const FLOWBACK_KIND = 'learnself:flowback';
/** Log rows read per batch (one transaction each). */
export const FLOWBACK_BATCH = 500;
/** A text session is read once it is this old. */
export const TEXT_SETTLE_MS = 60 * 60_000;

type Rule = typeof lsFlowRules.$inferSelect;
interface Said {
  text: string;
  botId: string;
  channelId: string;
  kind: PoolKind;
  prediction: string;
  score: number | null;
  at: Date;
}
/** A position in a log: the row's time as PostgreSQL text (microseconds kept) and its id. */
interface Cursor {
  at: string;
  id: string;
}
interface Batch {
  said: Said[];
  last: Cursor | null;
}

const appFilter = (rule: Rule, column: string) => (rule.appId ? sql`AND ${sql.raw(column)} = ${rule.appId}` : sql``);
const after = (c: Cursor, atCol: string, idCol: string) =>
  sql`AND (${sql.raw(atCol)}, ${sql.raw(idCol)}) > (${c.at}::timestamptz, ${c.id})`;

/** How long a call record must have been written before it is read (config FLOW_SETTLE_MS). */
let settleMs = 10_000;
export const setFlowSettle = (ms: number) => {
  settleMs = ms;
};

async function callBatch(db: Db, rule: Rule, cursor: Cursor, until: Date): Promise<Batch> {
  // Records are read in the order they were written (created_at), which is not the order calls
  // started: a long call is written after shorter ones that started later.
  const rows = rowsOf<{
    id: string;
    bot_id: string | null;
    started_at: string | Date;
    created_at: string | Date;
    transcript: unknown;
  }>(
    await db.execute(sql`
      SELECT id, bot_id, started_at, created_at::text AS created_at, transcript FROM call_records
      WHERE tenant_id = ${rule.tenantId} ${appFilter(rule, 'app_id')}
        ${rule.botId ? sql`AND bot_id = ${rule.botId}` : sql``}
        ${after(cursor, 'created_at', 'id')}
        AND created_at <= ${new Date(until.getTime() - settleMs).toISOString()}::timestamptz
      ORDER BY created_at, id LIMIT ${FLOWBACK_BATCH}`),
  );
  const said: Said[] = [];
  for (const r of rows) {
    const turns = (Array.isArray(r.transcript) ? r.transcript : []) as {
      role: string;
      text: string;
      intent?: string;
      score?: number;
    }[];
    for (const t of turns)
      if (t.role === 'user' && typeof t.text === 'string')
        said.push({
          text: t.text,
          botId: r.bot_id ?? '',
          channelId: '',
          kind: t.intent ? 'recognised' : 'unrecognised',
          prediction: t.intent ?? '',
          score: typeof t.score === 'number' ? t.score : null,
          at: new Date(r.started_at),
        });
  }
  const last = rows.at(-1);
  return { said, last: last ? { at: String(last.created_at), id: last.id } : null };
}

async function textBatch(db: Db, rule: Rule, cursor: Cursor, until: Date): Promise<Batch> {
  const sessions = rowsOf<{ id: string; channel_id: string; started_at: string }>(
    await db.execute(sql`
      SELECT id, channel_id, started_at::text AS started_at FROM text_sessions
      WHERE tenant_id = ${rule.tenantId} ${appFilter(rule, 'app_id')}
        ${rule.channelId ? sql`AND channel_id = ${rule.channelId}` : sql``}
        ${after(cursor, 'started_at', 'id')}
        AND started_at <= ${new Date(until.getTime() - TEXT_SETTLE_MS).toISOString()}::timestamptz
      ORDER BY started_at, id LIMIT ${FLOWBACK_BATCH}`),
  );
  const said: Said[] = [];
  if (sessions.length) {
    const ids = sql.join(
      sessions.map((s) => sql`${s.id}`),
      sql`, `,
    );
    const messages = rowsOf<{
      session_id: string;
      role: string;
      kind: string;
      text: string;
      score: number | null;
      vote: number | null;
      question: string | null;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        SELECT m.session_id, m.role, m.kind, m.text, m.score, m.vote, m.created_at,
          (SELECT i.question FROM kb_items i WHERE m.hit_kind = 'item' AND i.id = m.hit_ref_id) AS question
        FROM text_messages m
        WHERE m.tenant_id = ${rule.tenantId} AND m.session_id IN (${ids})
        ORDER BY m.session_id, m.seq`),
    );
    const channel = new Map(sessions.map((s) => [s.id, s.channel_id]));
    for (let i = 0; i < messages.length; i++) {
      const m = messages[i];
      if (m.role !== 'user' || m.kind !== 'question') continue;
      const reply = messages[i + 1]?.session_id === m.session_id ? messages[i + 1] : undefined;
      const next = messages[i + 2]?.session_id === m.session_id ? messages[i + 2] : undefined;
      let kind: PoolKind = 'unrecognised';
      let prediction = '';
      if (reply?.kind === 'answer') {
        kind = reply.vote === -1 ? 'disliked' : 'recognised';
        prediction = reply.question ?? '';
      } else if (reply?.kind === 'suggest' && next?.role === 'user' && next.kind === 'click') {
        kind = 'picked';
        prediction = next.text;
      }
      said.push({
        text: m.text,
        botId: '',
        channelId: channel.get(m.session_id) ?? '',
        kind,
        prediction,
        score: reply?.score ?? null,
        at: new Date(m.created_at),
      });
    }
  }
  const last = sessions.at(-1);
  return { said, last: last ? { at: last.started_at, id: last.id } : null };
}

/** Whether the rule keeps an utterance. */
function kept(rule: Rule, s: Said): boolean {
  if (s.kind === 'unrecognised') return true;
  if (rule.onlyUnrecognised) return false;
  return rule.scoreMax === null || s.score === null || s.score <= rule.scoreMax;
}

/** Pools one batch: distinct (bot, channel, folded text) rows, each added to or counted once more. */
async function pool(tx: Db, rule: Rule, said: Said[]): Promise<number> {
  const rows = new Map<string, typeof lsPool.$inferInsert>();
  let n = 0;
  for (const s of said) {
    if (!kept(rule, s)) continue;
    const text = maskNumbers(s.text.trim()).slice(0, 500);
    const norm = foldUtterance(text);
    if ([...norm].length < 2) continue;
    n++;
    const key = `${s.botId}\u0001${s.channelId}\u0001${norm}`;
    const had = rows.get(key);
    if (had) {
      had.occurrences = (had.occurrences ?? 1) + 1;
      had.lastAt = s.at;
      Object.assign(had, {
        kind: s.kind,
        recognised: s.kind !== 'unrecognised',
        prediction: s.prediction,
        score: s.score,
      });
      continue;
    }
    rows.set(key, {
      id: newId(),
      tenantId: rule.tenantId,
      appId: rule.appId,
      source: rule.source,
      botId: s.botId,
      channelId: s.channelId,
      text,
      norm,
      occurrences: 1,
      kind: s.kind,
      recognised: s.kind !== 'unrecognised',
      prediction: s.prediction,
      score: s.score,
      firstAt: s.at,
      lastAt: s.at,
    });
  }
  const values = [...rows.values()];
  for (let i = 0; i < values.length; i += 200)
    await tx
      .insert(lsPool)
      .values(values.slice(i, i + 200))
      .onConflictDoUpdate({
        target: [lsPool.tenantId, lsPool.appId, lsPool.source, lsPool.botId, lsPool.channelId, lsPool.norm],
        set: {
          occurrences: sql`${lsPool.occurrences} + excluded.occurrences`,
          lastAt: sql`greatest(${lsPool.lastAt}, excluded.last_at)`,
          kind: sql`excluded.kind`,
          recognised: sql`excluded.recognised`,
          prediction: sql`excluded.prediction`,
          score: sql`excluded.score`,
        },
      });
  return n;
}

async function runFlowback(job: Job, db: Db, signal: AbortSignal): Promise<Record<string, unknown>> {
  const ruleId = String(job.payload.ruleId);
  const [rule] = await db.select().from(lsFlowRules).where(eq(lsFlowRules.id, ruleId));
  if (!rule || rule.jobId !== job.id) return { skipped: true };
  const until = new Date();
  const [{ at }] = rowsOf<{ at: string | null }>(
    await db.execute(sql`SELECT cursor_at::text AS at FROM ls_flow_rules WHERE id = ${rule.id}`),
  );
  let cursor: Cursor = {
    at: at ?? new Date(until.getTime() - rule.firstDays * 86_400_000).toISOString(),
    id: rule.cursorId ?? '',
  };
  let pooled = 0;
  for (;;) {
    if (signal.aborted) return { pooled };
    const batch = await (rule.source === 'call' ? callBatch : textBatch)(db, rule, cursor, until);
    if (!batch.last) break;
    const next = batch.last;
    pooled += await db.transaction(async (tx) => {
      const n = await pool(tx, rule, batch.said);
      await tx
        .update(lsFlowRules)
        .set({ cursorAt: sql`${next.at}::timestamptz`, cursorId: next.id })
        .where(and(eq(lsFlowRules.id, rule.id), eq(lsFlowRules.jobId, job.id)));
      return n;
    });
    cursor = next;
  }
  await db
    .update(lsFlowRules)
    .set({ lastRunAt: until, lastPooled: pooled, jobId: null })
    .where(and(eq(lsFlowRules.id, rule.id), eq(lsFlowRules.jobId, job.id)));
  return { pooled };
}

/** A failed run frees its rule (the next run starts where the cursor stands: nothing is lost). */
registerJobKind(FLOWBACK_KIND, async (job, db, signal) => {
  try {
    return await runFlowback(job, db, signal);
  } catch (e) {
    if (!signal.aborted)
      await db
        .update(lsFlowRules)
        .set({ jobId: null })
        .where(and(eq(lsFlowRules.id, String(job.payload.ruleId)), eq(lsFlowRules.jobId, job.id)));
    throw e;
  }
});

import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../access/tokens.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { type Job, JobFailure } from './queue.ts';
import { jobs } from './table.ts';

export type JobHandler = (job: Job, db: Db, signal: AbortSignal) => Promise<Record<string, unknown>>;
const handlers = new Map<string, JobHandler>();

/** Modules register the kinds they enqueue (at route registration, before the worker starts). */
export function registerJobKind(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

export interface WorkerOptions {
  pollMs?: number;
  /** A running job whose heartbeat is older than this is taken to be orphaned by a dead instance. */
  staleMs?: number;
  /** A job claimed this many times (crashing each time) is failed instead of run again. */
  maxAttempts?: number;
  concurrency?: number;
  /** How often the instance looks whether maintenance (the embedded database's vacuum) is due. */
  maintenanceCheckMs?: number;
}

const FAILED = JSON.stringify({ zh: '任务执行失败', en: 'The job failed' });
const GAVE_UP = JSON.stringify({ zh: '任务多次中断，已停止', en: 'The job was interrupted too often and was stopped' });

/**
 * Polls the jobs table. A claim is one statement (UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP
 * LOCKED LIMIT 1) RETURNING), so two instances never claim the same job; a running job's heartbeat
 * is renewed while it runs, and a stale one is claimed again (the import it ran committed nothing).
 */
export function startWorker(db: Db, log: FastifyBaseLogger, o: WorkerOptions = {}) {
  const { pollMs = 200, staleMs = 30_000, maxAttempts = 3, concurrency = 2 } = o;
  const me = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const abort = new AbortController();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const claim = async (): Promise<Job | undefined> => {
    const stale = new Date(Date.now() - staleMs);
    const r = await db.execute(sql`
      UPDATE jobs SET status = 'running', claimed_by = ${me}, claimed_at = now(), heartbeat = now(),
        attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE status = 'queued' OR (status = 'running' AND heartbeat < ${stale.toISOString()}::timestamptz)
        ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
      RETURNING id`);
    const id = rowsOf<{ id: string }>(r)[0]?.id;
    if (!id) return undefined;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  };

  const finish = (id: string, set: Partial<typeof jobs.$inferInsert>) =>
    db
      .update(jobs)
      .set({ ...set, finishedAt: new Date(), heartbeat: new Date() })
      .where(and(eq(jobs.id, id), eq(jobs.claimedBy, me)));

  const run = async (job: Job) => {
    const handler = handlers.get(job.kind);
    if (!handler || job.attempts > maxAttempts) {
      await finish(job.id, { status: 'failed', error: handler ? GAVE_UP : FAILED });
      return;
    }
    const beat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ heartbeat: new Date() })
          .where(and(eq(jobs.id, job.id), eq(jobs.claimedBy, me)))
          .catch(() => {});
      },
      Math.max(50, staleMs / 3),
    );
    try {
      const result = await handler(job, db, abort.signal);
      if (abort.signal.aborted) return; // stopped mid-way: left to be claimed again
      await finish(job.id, { status: 'done', progress: 100, result });
    } catch (e) {
      if (abort.signal.aborted) return;
      if (e instanceof JobFailure)
        await finish(job.id, { status: 'failed', error: JSON.stringify(e.text), result: e.result ?? null });
      else if (e instanceof AppError)
        await finish(job.id, {
          status: 'failed',
          error: JSON.stringify({ zh: e.message_('zh'), en: e.message_('en') }),
        });
      else {
        log.error({ err: e, job: job.id, kind: job.kind }, 'job failed');
        await finish(job.id, { status: 'failed', error: FAILED });
      }
    } finally {
      clearInterval(beat);
    }
  };

  const tick = async () => {
    try {
      while (!stopped && running.size < concurrency) {
        const job = await claim();
        if (!job) break;
        const p = run(job).catch((e) => log.error({ err: e }, 'job bookkeeping failed'));
        running.add(p);
        void p.finally(() => {
          running.delete(p);
          if (!stopped) void tick();
        });
      }
    } catch (e) {
      if (!stopped) log.error({ err: e }, 'job claim failed');
    }
    if (!stopped) {
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), pollMs);
    }
  };
  void tick();

  return {
    id: me,
    /** Stops claiming; running handlers see the abort and their uncommitted work is dropped. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await Promise.allSettled([...running]);
    },
  };
}

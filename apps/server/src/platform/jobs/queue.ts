import { and, eq } from 'drizzle-orm';
import { newId } from '../access/tokens.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { jobs } from './table.ts';

export type Job = typeof jobs.$inferSelect;
export interface JobScope {
  tenantId: string;
  appId: string;
}
/** A message in both languages: jobs finish without a request, the status call picks the language. */
export interface Bilingual {
  zh: string;
  en: string;
}

/** Records a job; a worker of any instance picks it up. */
export async function enqueue(db: Db, s: JobScope, kind: string, payload: Record<string, unknown>): Promise<string> {
  const id = newId();
  await db.insert(jobs).values({ id, tenantId: s.tenantId, appId: s.appId, kind, payload });
  return id;
}

/** A job of the caller's organisation and of the given kind, or 100002. */
export async function jobOf(db: Db, s: JobScope, id: string, kind: string): Promise<Job> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, s.tenantId), eq(jobs.appId, s.appId), eq(jobs.kind, kind)))
    .limit(1);
  if (!row) throw new AppError('100002');
  return row;
}

export function errorOf(job: Job, lang: 'zh' | 'en'): string {
  if (!job.error) return '';
  try {
    return (JSON.parse(job.error) as Bilingual)[lang];
  } catch {
    return job.error;
  }
}

/** Thrown by a handler to fail its job with a message the user sees. */
export class JobFailure extends Error {
  constructor(
    readonly text: Bilingual,
    readonly result?: Record<string, unknown>,
  ) {
    super(text.en);
  }
}

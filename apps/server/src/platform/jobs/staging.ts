import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Job } from './queue.ts';
import { importStaging } from './table.ts';

/** The rows an import has staged, as its publish step reads them (inside the final transaction). */
export interface Staged<S> {
  jobId: string;
  /** Staged batches so far. */
  batchCount: number;
  /** The staged batches in file order, one read per batch (never all rows at once). */
  batches(): AsyncGenerator<S[]>;
  /**
   * Every staged row as a relation for one `INSERT … SELECT … FROM ${relation}`: the columns are
   * the rows' JSON keys with their SQL types (`{ id: 'text', tags: 'text[]' }`), read with
   * jsonb_to_recordset, so the whole import is published in one statement.
   */
  relation(columns: Record<string, string>): SQL;
}

export const STOPPED = 'stopped';

let lastMs = 0;
let seqInMs = 0;
/**
 * A time-ordered UUID (version 7 layout: 48-bit milliseconds, a 12-bit sequence within the
 * millisecond, then random bits) for rows an import stages: ids made one after another sort one
 * after another, so publishing a whole import appends to the primary-key index instead of
 * touching a random page of it per row (about 40% of the publish step's time for 100k rows).
 */
export function orderedId() {
  let ms = Date.now();
  if (ms > lastMs) seqInMs = 0;
  else {
    ms = lastMs;
    if (++seqInMs > 0xfff) {
      ms++;
      seqInMs = 0;
    }
  }
  lastMs = ms;
  const r = randomBytes(8);
  r[0] = (r[0] & 0x3f) | 0x80;
  const hex = `${ms.toString(16).padStart(12, '0')}7${seqInMs.toString(16).padStart(3, '0')}${r.toString('hex')}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Lets queued callbacks (and through them other requests' statements) run before going on. */
const turn = () => new Promise<void>((r) => setImmediate(r));
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const TYPE = /^[a-z][a-z ]*(\[\])?$/;
/** Staged batches deleted per statement after the import: short statements, others in between. */
const DROP_BATCHES = 10;

function staged<S>(tx: Db, jobId: string, batchCount: number): Staged<S> {
  return {
    jobId,
    batchCount,
    async *batches() {
      for (let seq = 0; seq < batchCount; seq++) {
        const [b] = await tx
          .select({ rows: importStaging.rows })
          .from(importStaging)
          .where(and(eq(importStaging.jobId, jobId), eq(importStaging.seq, seq)));
        if (b) yield b.rows as S[];
      }
    },
    relation(columns) {
      const defs = Object.entries(columns).map(([k, type]) => {
        if (!IDENT.test(k) || !TYPE.test(type)) throw new Error(`bad staged column ${k} ${type}`);
        return `"${k}" ${type}`;
      });
      return sql`(SELECT r.* FROM ${importStaging} s CROSS JOIN LATERAL jsonb_to_recordset(s.rows) AS r(${sql.raw(
        defs.join(', '),
      )}) WHERE s.job_id = ${jobId}) AS staged`;
    },
  };
}

/**
 * Removes what earlier runs left: this job's own batches (an attempt that crashed) and those of
 * jobs no longer queued or running (a job given up after its attempts).
 */
async function sweep(db: Db, jobId: string) {
  await db.execute(sql`
    DELETE FROM import_staging s
    WHERE s.job_id = ${jobId}
      OR NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = s.job_id AND j.status IN ('queued', 'running'))`);
}

/** Deletes the job's staged batches, a few per statement. */
async function drop(db: Db, jobId: string, batchCount: number) {
  for (let from = 0; from < batchCount; from += DROP_BATCHES) {
    await db
      .delete(importStaging)
      .where(
        and(eq(importStaging.jobId, jobId), gte(importStaging.seq, from), lt(importStaging.seq, from + DROP_BATCHES)),
      );
    await turn();
  }
}

/**
 * An import in two steps, so a large file never holds the database for long (the embedded
 * database has a single connection, and a transaction keeps it from every other request):
 *
 * 1. `read` parses and checks the file and hands each batch of ready rows to `stage`, which writes
 *    it into `import_staging` in one short statement of its own and then yields, so other
 *    requests' statements run between batches. Nothing staged is visible to anyone.
 * 2. Once the whole file has been read without a problem, `publish` copies the staged rows into
 *    their tables inside one transaction: the only step that holds the database, and all or
 *    nothing.
 *
 * A bad row, a limit or a stop throws before (or inside) the publish transaction, so nothing is
 * published; the staged batches are deleted in every case (a crash leaves them to the next run).
 */
export async function stagedImport<S>(
  db: Db,
  job: Job,
  signal: AbortSignal,
  steps: {
    read(stage: (rows: S[]) => Promise<void>): Promise<void>;
    publish(tx: Db, staged: Staged<S>): Promise<void>;
  },
) {
  await sweep(db, job.id);
  let batchCount = 0;
  try {
    await steps.read(async (rows) => {
      if (signal.aborted) throw new Error(STOPPED);
      if (!rows.length) return;
      await db.insert(importStaging).values({ jobId: job.id, seq: batchCount, rows });
      batchCount++;
      await turn();
    });
    if (signal.aborted) throw new Error(STOPPED);
    await db.transaction(async (t) => {
      await steps.publish(t as unknown as Db, staged<S>(t as unknown as Db, job.id, batchCount));
      // Stopped while publishing: roll back, so an interrupted import leaves no rows.
      if (signal.aborted) throw new Error(STOPPED);
    });
  } finally {
    // A failure to clean up must not hide the import's own outcome: the sweep catches leftovers.
    await drop(db, job.id, batchCount).catch(() => {});
  }
}

/** How many batches are staged, for one job or for all (tests, and a check that nothing is left). */
export async function stagedBatchCount(db: Db, jobId?: string) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importStaging)
    .where(jobId ? eq(importStaging.jobId, jobId) : undefined);
  return Number(r.n);
}

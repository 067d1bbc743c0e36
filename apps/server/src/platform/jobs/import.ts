import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { errorWorkbook, type RowError } from '../excel/error-workbook.ts';
import { spreadsheetRowBatches } from '../excel/rows.ts';
import { unquote } from '../excel/writer.ts';
import { checkSheetZip } from '../excel/zip-guard.ts';
import { fileOf } from '../files/store.ts';
import { type Job, JobFailure, type JobScope } from './queue.ts';
import { STOPPED, type Staged, stagedImport } from './staging.ts';
import { registerJobKind } from './worker.ts';

export type { Staged } from './staging.ts';

export interface ImportColumn {
  key: string;
  /** Header texts accepted for this column (either language). */
  headers: string[];
  required?: boolean;
}

export interface Importer<T, S = T> {
  /** Job kind `import:<name>`. */
  name: string;
  columns: ImportColumn[];
  maxRows: number;
  /** The same contract schema the create form uses: every row is validated with it. */
  schema: z.ZodType<T>;
  /**
   * Turns one batch of valid rows (up to BATCH_ROWS, in file order) into what is staged, before
   * anything is published and outside any transaction: checks against the database, password
   * hashes. The result is staged as JSON (plain values only). Throwing fails the import. Without
   * it the valid rows are staged as they are.
   */
  prepare?(db: Db, scope: JobScope, rows: T[], job: Job): Promise<S[]>;
  /**
   * Publishes one staged batch. It is called once per batch, all batches inside the import's one
   * short final transaction, so a failure in any batch publishes nothing (all-or-nothing).
   */
  commit?(tx: Db, scope: JobScope, rows: S[], job: Job): Promise<void>;
  /**
   * Instead of commit: publishes every staged row at once, usually one INSERT … SELECT over
   * `staged.relation(…)`, inside the final transaction.
   */
  publish?(tx: Db, scope: JobScope, staged: Staged<S>, job: Job): Promise<void>;
  /** Runs once the import's transaction has committed (e.g. to tell an index what changed). */
  afterCommit?(db: Db, scope: JobScope, job: Job): Promise<void>;
}

const MAX_ERRORS = 1000;
const fail = (zh: string, en: string, result?: Record<string, unknown>) => new JobFailure({ zh, en }, result);

/** Registers `import:<name>` with the worker: stream, validate, stage in batches, publish all or nothing. */
export function defineImporter<T, S = T>(imp: Importer<T, S>) {
  if (!imp.commit && !imp.publish) throw new Error(`importer ${imp.name} has neither commit nor publish`);
  registerJobKind(`import:${imp.name}`, (job, db, signal) => runImport(imp, job, db, signal));
  return imp;
}

/** Rows per staged batch and per commit call: large enough to amortise a statement's round trip. */
export const BATCH_ROWS = 1000;

/**
 * The file is read, every row validated, and valid rows staged batch by batch, each batch in a
 * statement of its own (stagedImport): other requests use the database between batches. Only when
 * the whole file is good are the staged rows published, in one transaction. Any bad row, limit or
 * stop throws before that, so nothing is published. Errors are kept (up to a cap) for the error
 * workbook. Memory stays flat whatever the file's size: the sheet arrives as rows of one inflated
 * piece at a time (one await per piece, not per row), at most one batch of valid rows is held,
 * and after the first bad row no valid row is kept or staged at all.
 */
async function runImport<T, S>(imp: Importer<T, S>, job: Job, db: Db, signal: AbortSignal) {
  const scope = { tenantId: job.tenantId, appId: job.appId };
  const errors: RowError[] = [];
  let count = 0;
  const rejected = new Error('rows rejected');
  const ready = async (rows: T[]) => (imp.prepare ? imp.prepare(db, scope, rows, job) : (rows as unknown as S[]));
  try {
    await stagedImport<S>(db, job, signal, {
      async read(stage) {
        const file = await fileOf(db, scope, String(job.payload.fileId));
        await checkSheetZip(db, file);
        let keys: (string | undefined)[] | null = null;
        let batch: T[] = [];
        for await (const rows of spreadsheetRowBatches(db, file)) {
          if (signal.aborted) throw new Error(STOPPED);
          for (const { n, cells } of rows) {
            if (cells.every((c) => c === '')) continue;
            if (!keys) {
              keys = headerKeys(imp, cells);
              continue;
            }
            if (++count > imp.maxRows) throw fail(`超过${imp.maxRows}行的导入上限`, `more than ${imp.maxRows} rows`);
            const parsed = imp.schema.safeParse(rowObject(keys, cells));
            if (!parsed.success) {
              if (errors.length < MAX_ERRORS)
                for (const issue of parsed.error.issues)
                  errors.push({ row: n, column: String(issue.path[0] ?? ''), message: issue.message });
              batch = [];
            } else if (errors.length === 0) {
              // After the first bad row nothing more is staged: nothing will be published.
              batch.push(parsed.data);
              if (batch.length >= BATCH_ROWS) {
                await stage(await ready(batch));
                batch = [];
              }
            }
          }
        }
        if (!keys || count === 0) throw fail('工作表为空', 'the sheet is empty');
        if (errors.length) throw rejected;
        if (batch.length) await stage(await ready(batch));
      },
      async publish(tx, staged) {
        if (imp.publish) return imp.publish(tx, scope, staged, job);
        for await (const rows of staged.batches()) await imp.commit?.(tx, scope, rows, job);
      },
    });
  } catch (e) {
    if (e !== rejected) throw e;
    throw await errorWorkbook(db, scope, errors);
  }
  await imp.afterCommit?.(db, scope, job);
  return { imported: count };
}

/** A data row as the schema's input: non-empty cells under their column keys. */
function rowObject(keys: (string | undefined)[], cells: string[]) {
  const obj: Record<string, string> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k && cells[i] !== undefined && cells[i] !== '') obj[k] = unquote(cells[i]);
  }
  return obj;
}

/** The header row's cells as column keys; a missing required column fails the import. */
function headerKeys(imp: Pick<Importer<unknown>, 'columns'>, cells: string[]) {
  const keys = cells.map((h) => imp.columns.find((c) => c.headers.includes(h))?.key);
  const missing = imp.columns.filter((c) => c.required && !keys.includes(c.key));
  if (missing.length) {
    const names = missing.map((c) => c.headers[0]).join('、');
    throw fail(`缺少必填列：${names}`, `missing required columns: ${missing.map((c) => c.headers.at(-1)).join(', ')}`);
  }
  return keys;
}

import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { isZipSheet, spreadsheetRowBatches } from '../excel/rows.ts';
import { writeWorkbook } from '../excel/writer.ts';
import { checkZip } from '../excel/zip-guard.ts';
import { fileOf, tailOf } from '../files/store.ts';
import { type Bilingual, type Job, JobFailure, type JobScope } from './queue.ts';
import { registerJobKind } from './worker.ts';

export interface ImportColumn {
  key: string;
  /** Header texts accepted for this column (either language). */
  headers: string[];
  required?: boolean;
}

export interface Importer<T> {
  /** Job kind `import:<name>`. */
  name: string;
  columns: ImportColumn[];
  maxRows: number;
  /** The same contract schema the create form uses: every row is validated with it. */
  schema: z.ZodType<T>;
  /**
   * Writes one batch of valid rows (up to BATCH_ROWS, in file order). It is called several times,
   * always inside the import's one transaction, so a later bad row or a stop rolls back every
   * batch (all-or-nothing) and the rows are never all held in memory.
   */
  commit(tx: Db, scope: JobScope, rows: T[], job: Job): Promise<void>;
  /** Runs once the import's transaction has committed (e.g. to tell an index what changed). */
  afterCommit?(db: Db, scope: JobScope, job: Job): Promise<void>;
}

export interface RowError {
  row: number;
  column: string;
  message: string;
}

const MAX_ERRORS = 1000;
const fail = (zh: string, en: string, result?: Record<string, unknown>) => new JobFailure({ zh, en }, result);
/** The exporter's formula-injection quote, taken off again so data round-trips. */
const unquote = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/** Registers `import:<name>` with the worker: stream, validate and commit in batches, all or nothing. */
export function defineImporter<T>(imp: Importer<T>) {
  registerJobKind(`import:${imp.name}`, (job, db, signal) => runImport(imp, job, db, signal));
  return imp;
}

/** Rows per commit call: large enough that a multi-row INSERT amortises its round trip. */
export const BATCH_ROWS = 1000;
const STOPPED = 'stopped';

/**
 * One transaction around the whole import: the file is read through it (the embedded database
 * has a single connection), valid rows are committed batch by batch as they are parsed, and any
 * bad row, limit or stop throws, which rolls every batch back. Errors are kept (up to a cap) to
 * write the error workbook after the rollback. Memory stays flat whatever the file's size: the
 * sheet arrives as rows of one inflated piece at a time (one await per piece, not per row), at
 * most one batch of valid rows is held, and after the first bad row no valid row is kept at all.
 */
async function runImport<T>(imp: Importer<T>, job: Job, db: Db, signal: AbortSignal) {
  const scope = { tenantId: job.tenantId, appId: job.appId };
  const errors: RowError[] = [];
  let count = 0;
  const rejected = new Error('rows rejected');
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const file = await fileOf(tx, scope, String(job.payload.fileId));
      if (isZipSheet(file)) {
        checkZip(await tailOf(tx, file.id), file.size, { maxEntries: 500, maxUncompressed: 400 * 1024 * 1024 });
      }
      let keys: (string | undefined)[] | null = null;
      let batch: T[] = [];
      for await (const rows of spreadsheetRowBatches(tx, file)) {
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
            // After the first bad row nothing more is written: the transaction will roll back.
            batch.push(parsed.data);
            if (batch.length >= BATCH_ROWS) {
              await imp.commit(tx, scope, batch, job);
              batch = [];
            }
          }
        }
      }
      if (!keys || count === 0) throw fail('工作表为空', 'the sheet is empty');
      if (errors.length) throw rejected;
      if (batch.length) await imp.commit(tx, scope, batch, job);
      // Stopped while writing: roll back, so an interrupted import leaves no rows.
      if (signal.aborted) throw new Error(STOPPED);
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
function headerKeys<T>(imp: Importer<T>, cells: string[]) {
  const keys = cells.map((h) => imp.columns.find((c) => c.headers.includes(h))?.key);
  const missing = imp.columns.filter((c) => c.required && !keys.includes(c.key));
  if (missing.length) {
    const names = missing.map((c) => c.headers[0]).join('、');
    throw fail(`缺少必填列：${names}`, `missing required columns: ${missing.map((c) => c.headers.at(-1)).join(', ')}`);
  }
  return keys;
}

/** The per-row errors as a downloadable workbook, and the failure that points to it. */
async function errorWorkbook(db: Db, scope: JobScope, errors: RowError[]) {
  const out = await writeWorkbook(
    db,
    scope,
    'import-errors.xlsx',
    ['行号 row', '列 column', '错误 message'],
    (async function* () {
      for (const e of errors) yield [e.row, e.column, e.message];
    })(),
  );
  const text: Bilingual = {
    zh: `导入失败：${errors.length}处错误，请下载错误文件查看`,
    en: `import failed: ${errors.length} errors; download the error file`,
  };
  return new JobFailure(text, { errorFileId: out.id });
}

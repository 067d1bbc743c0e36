import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { firstSheetRows } from '../excel/reader.ts';
import { writeWorkbook } from '../excel/writer.ts';
import { checkZip } from '../excel/zip-guard.ts';
import { fileOf, readStream, tailOf } from '../files/store.ts';
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
  /** Writes all rows inside the one transaction it is given (all-or-nothing). */
  commit(tx: Db, scope: JobScope, rows: T[]): Promise<void>;
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

/** Registers `import:<name>` with the worker: stream, validate every row, then commit at once. */
export function defineImporter<T>(imp: Importer<T>) {
  registerJobKind(`import:${imp.name}`, (job, db, signal) => runImport(imp, job, db, signal));
  return imp;
}

async function runImport<T>(imp: Importer<T>, job: Job, db: Db, signal: AbortSignal) {
  const scope = { tenantId: job.tenantId, appId: job.appId };
  const file = await fileOf(db, scope, String(job.payload.fileId));
  checkZip(await tailOf(db, file.id), file.size, { maxEntries: 500, maxUncompressed: 400 * 1024 * 1024 });
  let keys: (string | undefined)[] | null = null;
  const rows: T[] = [];
  const errors: RowError[] = [];
  let count = 0;
  for await (const { n, cells } of firstSheetRows(readStream(db, file.id))) {
    if (signal.aborted) throw new Error('stopped');
    if (cells.every((c) => c === '')) continue;
    if (!keys) {
      keys = cells.map((h) => imp.columns.find((c) => c.headers.includes(h))?.key);
      const missing = imp.columns.filter((c) => c.required && !keys?.includes(c.key));
      if (missing.length) {
        const names = missing.map((c) => c.headers[0]).join('、');
        throw fail(
          `缺少必填列：${names}`,
          `missing required columns: ${missing.map((c) => c.headers.at(-1)).join(', ')}`,
        );
      }
      continue;
    }
    if (++count > imp.maxRows) throw fail(`超过${imp.maxRows}行的导入上限`, `more than ${imp.maxRows} rows`);
    const obj: Record<string, string> = {};
    keys.forEach((k, i) => {
      if (k && cells[i] !== undefined && cells[i] !== '') obj[k] = unquote(cells[i]);
    });
    const parsed = imp.schema.safeParse(obj);
    if (parsed.success) rows.push(parsed.data);
    else if (errors.length < MAX_ERRORS)
      for (const issue of parsed.error.issues)
        errors.push({ row: n, column: String(issue.path[0] ?? ''), message: issue.message });
  }
  if (!keys || count === 0) throw fail('工作表为空', 'the sheet is empty');
  if (errors.length) {
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
    throw new JobFailure(text, { errorFileId: out.id });
  }
  if (signal.aborted) throw new Error('stopped');
  await db.transaction(async (tx) => {
    await imp.commit(tx as unknown as Db, scope, rows);
    // Stopped while writing: roll back, so an interrupted import leaves no rows.
    if (signal.aborted) throw new Error('stopped');
  });
  return { imported: rows.length };
}

import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique.ts';
import { errorWorkbook, type RowError } from '../excel/error-workbook.ts';
import { spreadsheetRowBatches } from '../excel/rows.ts';
import { unquote } from '../excel/writer.ts';
import { checkSheetZip } from '../excel/zip-guard.ts';
import { fileOf } from '../files/store.ts';
import type { ImportColumn, Importer, RowLayout, UniqueField } from './import.ts';
import { type Job, JobFailure } from './queue.ts';
import { STOPPED, type Staged, stagedImport } from './staging.ts';

/** Rows per staged batch and per commit call: large enough to amortise a statement's round trip. */
export const BATCH_ROWS = 1000;

const MAX_ERRORS = 1000;
const fail = (zh: string, en: string) => new JobFailure({ zh, en });

/**
 * The file is read, every row validated, and valid rows staged batch by batch, each batch in a
 * statement of its own (stagedImport): other requests use the database between batches. Only when
 * the whole file is good are the staged rows published: in one transaction, or for big tables a
 * chunk at a time and shown at once (hidden). Any bad row, limit or stop throws before that, so
 * nothing is published. Errors are kept (up to a cap) for the error workbook. Memory stays flat
 * whatever the file's size: the sheet arrives as rows of one inflated piece at a time (one await
 * per piece, not per row), at most one batch of valid rows is held, and after the first bad row
 * no valid row is staged at all (nor kept, unless a unique field still has to be checked).
 */
export async function runImport<T, S, C>(imp: Importer<T, S, C>, job: Job, db: Db, signal: AbortSignal) {
  const scope = { tenantId: job.tenantId, appId: job.appId };
  const context = (await imp.start?.(db, scope, job)) as C;
  const errors: RowError[] = [];
  let count = 0;
  const rejected = new Error('rows rejected');
  const ready = async (rows: T[]) =>
    imp.prepare ? imp.prepare(db, scope, rows, job, context) : (rows as unknown as S[]);
  const { hidden } = imp;
  try {
    await stagedImport<S>(db, job, signal, {
      async read(stage) {
        const file = await fileOf(db, scope, String(job.payload.fileId));
        await checkSheetZip(db, file);
        const layout: RowLayout<T> = 'layout' in imp ? await imp.layout(db, scope) : imp;
        const { unique } = imp;
        let header: Header | null = null;
        const report = (row: number, key: string, message: string) => {
          if (errors.length < MAX_ERRORS) errors.push({ row, column: columnText(imp, header, key), message });
        };
        const seen = new Map<string, number>();
        let batch: { n: number; row: T }[] = [];
        const flush = async () => {
          if (unique) {
            const present = new Set(
              await unique.existing(
                db,
                scope,
                batch.map((b) => String(b.row[unique.key])),
              ),
            );
            for (const b of batch) if (present.has(String(b.row[unique.key]))) report(b.n, unique.key, unique.present);
          }
          if (!errors.length) await stage(await ready(batch.map((b) => b.row)));
          batch = [];
        };
        for await (const rows of spreadsheetRowBatches(db, file)) {
          if (signal.aborted) throw new Error(STOPPED);
          for (const { n, cells } of rows) {
            if (cells.every((c) => c === '')) continue;
            if (!header) {
              header = headerOf(layout.columns, cells);
              continue;
            }
            if (++count > imp.maxRows) throw fail(`超过${imp.maxRows}行的导入上限`, `more than ${imp.maxRows} rows`);
            const parsed = layout.schema.safeParse(rowObject(header.keys, cells));
            if (!parsed.success) {
              for (const issue of parsed.error.issues) report(n, String(issue.path[0] ?? ''), issue.message);
              // Nothing will be staged now; only a unique field's check still needs the rows.
              if (!unique) batch = [];
              continue;
            }
            if (unique) {
              const value = String(parsed.data[unique.key]);
              const first = seen.get(value);
              if (first !== undefined) {
                report(n, unique.key, `${unique.noun.zh}与第${first}行重复 / repeats row ${first}`);
                continue;
              }
              seen.set(value, n);
            } else if (errors.length) continue;
            batch.push({ n, row: parsed.data });
            if (batch.length >= BATCH_ROWS) await flush();
          }
        }
        if (!header || count === 0) throw fail('工作表为空', 'the sheet is empty');
        if (batch.length) await flush();
        if (errors.length) throw rejected;
      },
      ...(hidden
        ? {
            hidden: {
              table: hidden.table,
              insert: (d: Db, chunk: Staged<S>) =>
                hidden.insert(d, scope, chunk, job, context).catch((e) => {
                  throw addedMeanwhile(imp.unique, e);
                }),
            },
          }
        : {
            async publish(tx: Db, staged: Staged<S>) {
              if (imp.publish) return imp.publish(tx, scope, staged, job, context);
              for await (const rows of staged.batches()) await imp.commit?.(tx, scope, rows, job, context);
            },
          }),
    });
  } catch (e) {
    if (e !== rejected) throw e;
    throw await errorWorkbook(db, scope, errors);
  }
  await imp.afterCommit?.(db, scope, job, { imported: count, context });
  return { imported: count };
}

/**
 * A hidden publish's error: a unique value someone else added while the import ran (the table's
 * unique index refuses the chunk) fails the import with a reason; anything else as it is.
 */
function addedMeanwhile<T>(unique: UniqueField<T> | undefined, e: unknown) {
  if (!unique || !isUniqueViolation(e)) return e;
  return fail(
    `导入失败：${unique.noun.zh}在导入期间已被添加`,
    `import failed: a ${unique.noun.en} was added meanwhile`,
  );
}

/** The header row: each cell's column key, the columns, and each key's header as the file has it. */
interface Header {
  keys: (string | undefined)[];
  columns: ImportColumn[];
  written: Map<string, string>;
}

const labelOf = (c: ImportColumn) => c.label ?? { zh: c.headers[0], en: c.headers.at(-1) ?? c.key };

/** The header row's cells as column keys; a missing required column fails the import. */
function headerOf(columns: ImportColumn[], cells: string[]): Header {
  const written = new Map<string, string>();
  const keys = cells.map((cell) => {
    const h = cell.trim();
    const key = columns.find((c) => c.headers.includes(h))?.key;
    if (key) written.set(key, h);
    return key;
  });
  const missing = columns.filter((c) => c.required && !written.has(c.key)).map(labelOf);
  if (missing.length)
    throw fail(
      `缺少必填列：${missing.map((m) => m.zh).join('、')}`,
      `missing required columns: ${missing.map((m) => m.en).join(', ')}`,
    );
  return { keys, columns, written };
}

/** An error's 列 cell for a column key, as the importer names its columns. */
function columnText(imp: { errorColumn?: 'key' | 'label' | 'header' }, header: Header | null, key: string) {
  if (!header || !imp.errorColumn || imp.errorColumn === 'key') return key;
  if (imp.errorColumn === 'header') return header.written.get(key) ?? key;
  const column = header.columns.find((c) => c.key === key);
  return column ? labelOf(column).zh : key;
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

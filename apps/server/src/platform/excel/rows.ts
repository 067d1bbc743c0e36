import type { Db } from '../db/client.ts';
import { chunkSource, readStream, type StoredFile } from '../files/store.ts';
import { parseGate } from './limits.ts';
import { type SheetRow, sheetRowBatches } from './reader.ts';
import { XLS_MIME, xlsRows } from './xls.ts';

export interface ReadOptions {
  /**
   * Read inside a request: wait for a free slot of the server-wide gate, or be refused (100429)
   * when too many reads are already waiting. Jobs (the default) are counted and never wait.
   */
  request?: boolean;
}

/** The first sheet's rows of a stored spreadsheet, .xlsx streamed or legacy .xls parsed whole. */
export async function* spreadsheetRows(db: Db, file: StoredFile, o: ReadOptions = {}): AsyncGenerator<SheetRow> {
  for await (const rows of spreadsheetRowBatches(db, file, o)) yield* rows;
}

/**
 * spreadsheetRows in batches (the import job's way through a large sheet: one await per batch).
 * Every read goes through the server-wide gate (limits.ts), and the readers hold each workbook
 * within WORKBOOK_LIMITS, so the reads running at once, and what each may hold, are both bounded.
 */
export async function* spreadsheetRowBatches(
  db: Db,
  file: StoredFile,
  o: ReadOptions = {},
): AsyncGenerator<SheetRow[]> {
  const release = o.request ? await parseGate.acquire() : parseGate.count();
  try {
    if (file.mime !== XLS_MIME) {
      yield* sheetRowBatches(chunkSource(db, file));
      return;
    }
    const parts: Buffer[] = [];
    for await (const c of readStream(db, file.id)) parts.push(Buffer.from(c));
    let rows: SheetRow[] = [];
    for await (const r of xlsRows(Buffer.concat(parts))) {
      rows.push(r);
      if (rows.length >= 1000) {
        yield rows;
        rows = [];
      }
    }
    if (rows.length) yield rows;
  } finally {
    release();
  }
}

/** Only .xlsx is a zip: the zip guards (entry count, expansion) apply to it alone. */
export const isZipSheet = (file: StoredFile) => file.mime !== XLS_MIME;

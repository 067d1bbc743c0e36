import type { Db } from '../db/client.ts';
import { chunkSource, readStream, type StoredFile } from '../files/store.ts';
import { parseGate, refused } from './limits.ts';
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
      for await (const rows of sheetRowBatches(chunkSource(db, file))) yield checkedRows(rows);
      return;
    }
    const parts: Buffer[] = [];
    for await (const c of readStream(db, file.id)) parts.push(Buffer.from(c));
    let rows: SheetRow[] = [];
    for await (const r of xlsRows(Buffer.concat(parts))) {
      rows.push(r);
      if (rows.length >= 1000) {
        yield checkedRows(rows);
        rows = [];
      }
    }
    if (rows.length) yield checkedRows(rows);
  } finally {
    release();
  }
}

/** Only .xlsx is a zip: the zip guards (entry count, expansion) apply to it alone. */
export const isZipSheet = (file: StoredFile) => file.mime !== XLS_MIME;

/** Column letters of a 0-based index (A, Z, AA …). */
function columnName(i: number): string {
  let n = i + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * No cell holding U+0000 reaches an importer (nor, through it, the database): the whole file is
 * refused, naming the first such cell, before anything is staged.
 */
function checkedRows(rows: SheetRow[]): SheetRow[] {
  for (const r of rows) {
    const at = r.cells.findIndex((c) => c.includes('\u0000'));
    if (at >= 0) {
      const cell = `${columnName(at)}${r.n}`;
      throw refused(
        `单元格 ${cell} 含有不允许的字符 U+0000`,
        `cell ${cell} holds the character U+0000, which is not allowed`,
      );
    }
  }
  return rows;
}

import type { Db } from '../db/client.ts';
import { chunkSource, readStream, type StoredFile } from '../files/store.ts';
import { type SheetRow, sheetRowBatches } from './reader.ts';
import { XLS_MIME, xlsRows } from './xls.ts';

/** The first sheet's rows of a stored spreadsheet, .xlsx streamed or legacy .xls parsed whole. */
export async function* spreadsheetRows(db: Db, file: StoredFile): AsyncGenerator<SheetRow> {
  for await (const rows of spreadsheetRowBatches(db, file)) yield* rows;
}

/** spreadsheetRows in batches (the import job's way through a large sheet: one await per batch). */
export async function* spreadsheetRowBatches(db: Db, file: StoredFile): AsyncGenerator<SheetRow[]> {
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
}

/** Only .xlsx is a zip: the zip guards (entry count, expansion) apply to it alone. */
export const isZipSheet = (file: StoredFile) => file.mime !== XLS_MIME;

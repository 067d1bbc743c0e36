import type { Db } from '../db/client.ts';
import { chunkSource, readStream, type StoredFile } from '../files/store.ts';
import { type SheetRow, sheetRows } from './reader.ts';
import { XLS_MIME, xlsRows } from './xls.ts';

/** The first sheet's rows of a stored spreadsheet, .xlsx streamed or legacy .xls parsed whole. */
export async function* spreadsheetRows(db: Db, file: StoredFile): AsyncGenerator<SheetRow> {
  if (file.mime !== XLS_MIME) {
    yield* sheetRows(chunkSource(db, file));
    return;
  }
  const parts: Buffer[] = [];
  for await (const c of readStream(db, file.id)) parts.push(Buffer.from(c));
  yield* xlsRows(Buffer.concat(parts));
}

/** Only .xlsx is a zip: the zip guards (entry count, expansion) apply to it alone. */
export const isZipSheet = (file: StoredFile) => file.mime !== XLS_MIME;

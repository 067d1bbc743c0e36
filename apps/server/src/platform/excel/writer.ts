import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client.ts';
import { type FileScope, type StoredFile, saveStream } from '../files/store.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Generated workbooks may be large; uploads have their own, smaller limits. */
const MAX_OUTPUT = 512 * 1024 * 1024;

/**
 * Formula injection: a cell starting with = + - @, tab or CR would be run by Excel. A leading
 * single quote makes it text; the importer strips exactly that quote again, so data round-trips.
 */
export function neutralise(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/**
 * Streams a one-sheet workbook (exceljs stream writer, inline strings, no styles) straight into
 * database chunks: rows are committed as they come, the file is never whole in memory.
 */
export async function writeWorkbook(
  db: Db,
  scope: FileScope,
  name: string,
  headers: string[],
  rows: AsyncIterable<unknown[]>,
): Promise<StoredFile> {
  const out = new PassThrough();
  const saving = saveStream(db, scope, { name, mime: XLSX_MIME, maxBytes: MAX_OUTPUT }, out);
  // If storing fails, stop the writer too rather than let it fill an unread stream.
  saving.catch(() => out.destroy());
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(headers).commit();
  for await (const r of rows) ws.addRow(r.map(neutralise)).commit();
  ws.commit();
  await wb.commit();
  return saving;
}

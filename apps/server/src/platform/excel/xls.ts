import { read, utils } from '@e965/xlsx';
import type { SheetRow } from './reader.ts';

/** The OLE2 compound-file signature every legacy .xls (Excel 97–2003) starts with. */
export const XLS_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
export const XLS_MIME = 'application/vnd.ms-excel';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text the user typed, like the .xlsx reader: whole numbers keep every digit. */
function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const day = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    const h = v.getUTCHours() + v.getUTCMinutes() + v.getUTCSeconds();
    return h ? `${day} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}` : day;
  }
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v);
}

/**
 * The FIRST worksheet of a legacy .xls, as text rows numbered like the sheet. The binary format
 * cannot be streamed, so the whole file is parsed at once (SheetJS); uploads are size-capped
 * before they get here, and an .xls holds at most 65,536 rows.
 */
export async function* xlsRows(file: Buffer): AsyncGenerator<SheetRow> {
  const book = read(file, { type: 'buffer', cellDates: true, UTC: true, dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return;
  const first = utils.decode_range(sheet['!ref']).s.r;
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  for (const [i, row] of rows.entries()) yield { n: first + i + 1, cells: row.map(text) };
}

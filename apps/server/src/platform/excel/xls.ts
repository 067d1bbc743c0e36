import { CFB, read, utils } from '@e965/xlsx';
import { AppError } from '../http/errors.ts';
import { WORKBOOK_LIMITS as L, refused } from './limits.ts';
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

/** Excel's error codes as the .xlsx reader gives them (#N/A…). */
const ERRORS: Record<number, string> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
};

const damaged = () => refused('.xls 文件已损坏', 'the .xls file is damaged');

// BIFF records that become a cell with a value (BIFF2–8): blank cells are not kept, so not counted.
const CELL_RECORDS = new Set([
  0x0002, 0x0003, 0x0004, 0x0005, 0x0006, 0x0203, 0x0204, 0x0205, 0x0206, 0x0406, 0x027e, 0x00fd, 0x00d6,
]);
const MULRK = 0x00bd;

/**
 * Value cells in the whole workbook stream, counted from the BIFF record headers before anything
 * is parsed: SheetJS keeps an object per cell (about 500 bytes each), so the cell count, not the
 * file size, is what a parse costs. A MULRK record packs a run of numbers (6 bytes each).
 */
export function xlsCellCount(file: Buffer): number {
  let stream: Uint8Array | undefined;
  try {
    const cfb = CFB.read(file, { type: 'buffer' });
    const e = CFB.find(cfb, 'Workbook') ?? CFB.find(cfb, 'Book');
    stream = e?.content as Uint8Array | undefined;
  } catch {
    throw damaged();
  }
  if (!stream) throw damaged();
  const b = Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength);
  let cells = 0;
  for (let p = 0; p + 4 <= b.length; ) {
    const type = b.readUInt16LE(p);
    const size = b.readUInt16LE(p + 2);
    if (CELL_RECORDS.has(type)) cells++;
    else if (type === MULRK && size >= 6) cells += Math.floor((size - 6) / 6);
    p += 4 + size;
  }
  return cells;
}

/**
 * The FIRST worksheet of a legacy .xls, as text rows numbered like the sheet. The binary format
 * cannot be streamed, so the sheet is parsed at once (SheetJS, first sheet only), after two bounds:
 * the file's size (maxXlsBytes) and its value cells (maxXlsCells, counted from the record headers),
 * which decide what the parse may hold. Rows are read from the parsed cells themselves, never from
 * the range the file declares.
 */
export async function* xlsRows(file: Buffer): AsyncGenerator<SheetRow> {
  if (file.length > L.maxXlsBytes)
    throw refused(
      `.xls 文件超过 ${L.maxXlsBytes / 1048576} MB，请另存为 .xlsx`,
      `an .xls file over ${L.maxXlsBytes / 1048576} MB; save it as .xlsx`,
    );
  if (xlsCellCount(file) > L.maxXlsCells)
    throw refused(
      `.xls 单元格过多（上限 ${L.maxXlsCells} 个），请另存为 .xlsx`,
      `more than ${L.maxXlsCells} cells in an .xls; save it as .xlsx`,
    );
  let book: ReturnType<typeof read>;
  try {
    book = read(file, { type: 'buffer', cellDates: true, UTC: true, dense: true, sheets: 0, cellText: false });
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw damaged();
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return;
  const first = utils.decode_range(sheet['!ref']).s.r;
  const data = (sheet['!data'] ?? []) as ({ t?: string; v?: unknown } | undefined)[][];
  const last = data.length - 1;
  for (let r = first; r <= last; r++) {
    const row = data[r] ?? [];
    const cells: string[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      cells[c] = cell?.t === 'e' ? (ERRORS[Number(cell.v)] ?? '#N/A') : text(cell?.v);
    }
    // A row's cells are dropped as soon as they are handed over.
    data[r] = [];
    yield { n: r + 1, cells };
  }
}

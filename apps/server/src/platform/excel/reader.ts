import { WORKBOOK_LIMITS as L, refused } from './limits.ts';
import { dateStyles, firstSheet, sharedStrings } from './parts.ts';
import { TAG } from './xml-bytes.ts';
import { XmlScan } from './xml-scan.ts';
import { entryBytes, type ZipSource, zipEntries } from './zip.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as text: the date alone when it has no time of day (Excel dates carry no zone). */
function dateText(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const h = d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds();
  return h === 0 ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Excel's serial day number (1900 or 1904 system) as a date. */
const serialDate = (v: number, date1904: boolean) =>
  new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/**
 * A number cell as the user typed it: a whole number written as digits keeps them all, exactly
 * (13800138000, never 1.38e10, and past 2^53 too); other forms go through the number once.
 */
function numberText(v: string): string {
  if (/^-?\d+$/.test(v)) return v;
  const n = Number(v);
  if (Number.isNaN(n)) return v;
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

export interface SheetRow {
  n: number;
  cells: string[];
}

/**
 * Streams the FIRST worksheet's rows as text cells (1-based row numbers), never holding the
 * sheet: the zip is read through its central directory (so sharedStrings and styles are read
 * first, wherever they sit), and the sheet XML is inflated and scanned piece by piece as bytes
 * (xml-scan.ts: no object per tag, text decoded only for cell values). Every cell becomes the text
 * the user typed: whole numbers keep all digits, text stays text, dates (by the cell style's number
 * format) become YYYY-MM-DD[ HH:mm:ss], formulas give their cached result, rich text its plain
 * text, booleans TRUE/FALSE, errors their code (#N/A).
 */
export async function* sheetRows(src: ZipSource): AsyncGenerator<SheetRow> {
  for await (const rows of sheetRowBatches(src)) yield* rows;
}

/**
 * sheetRows, a batch at a time: the rows completed by each inflated piece (about a hundred), so a
 * caller going through a large sheet pays one async step per batch, not per row.
 */
export async function* sheetRowBatches(src: ZipSource): AsyncGenerator<SheetRow[]> {
  const entries = await zipEntries(src, L.maxEntries);
  const { sheet, date1904 } = await firstSheet(src, entries);
  if (!sheet) return;
  const dates = await dateStyles(src, entries.get('xl/styles.xml'));
  const shared = await sharedStrings(src, entries.get('xl/sharedStrings.xml'));

  const cellValue = (t: string, v: string, s: number): string => {
    if (t === 's') return shared.get(Number(v)) ?? '';
    if (t === 'str' || t === 'inlineStr' || t === 'e') return v;
    if (t === 'b') return v === '' ? '' : Number(v) !== 0 ? 'TRUE' : 'FALSE';
    if (t === 'd') return v === '' ? '' : dateText(new Date(v));
    if (v === '') return '';
    if (dates[s]) return dateText(serialDate(Number(v), date1904));
    return numberText(v);
  };

  const tooWide = () => refused(`单元格列超出 XFD（${L.maxColumns} 列）`, `a cell beyond column XFD (${L.maxColumns})`);
  const tooDense = () =>
    refused(
      `相邻行的内容过多（上限 ${L.maxPendingCells} 个单元格和字符）`,
      `rows too dense (more than ${L.maxPendingCells} cells and characters at once)`,
    );
  // Cells and characters held but not yet handed over (limits.ts, maxPendingCells), and those of
  // the row still open (they stay held when the finished rows are handed over).
  let pending = 0;
  let open = 0;
  const hold = (n: number) => {
    pending += n;
    open += n;
    if (pending > L.maxPendingCells) throw tooDense();
  };

  let ready: SheetRow[] = [];
  let row: string[] = [];
  let rowN = 0;
  let col = 0;
  let type = 'n';
  let style = 0;
  let value = '';
  let inValue = false;
  let inPh = false;
  const scan = new XmlScan({
    open(tag, at) {
      switch (tag) {
        case TAG.ROW: {
          row = [];
          col = 0;
          open = 0;
          const r = at.rowNumber();
          rowN = r >= 0 ? r : rowN + 1;
          break;
        }
        case TAG.C: {
          const c = at.column();
          col = c >= 0 ? c : col;
          if (col >= L.maxColumns) throw tooWide();
          type = at.cellType();
          style = at.style();
          value = '';
          break;
        }
        case TAG.V:
          inValue = true;
          break;
        case TAG.T:
          inValue = !inPh;
          break;
        case TAG.RPH:
          inPh = true;
          break;
      }
    },
    close(tag) {
      switch (tag) {
        case TAG.V:
        case TAG.T:
          inValue = false;
          break;
        case TAG.RPH:
          inPh = false;
          break;
        case TAG.C: {
          if (col >= L.maxColumns) throw tooWide();
          if (col >= row.length) hold(col + 1 - row.length);
          while (row.length < col) row.push('');
          const v = cellValue(type, value, style).trim();
          hold(v.length);
          row[col++] = v;
          value = '';
          break;
        }
        case TAG.ROW:
          ready.push({ n: rowN, cells: row });
          open = 0;
          break;
      }
    },
    text(s) {
      hold(s.length);
      value += s;
    },
    wantText: () => inValue,
  });
  for await (const piece of entryBytes(src, sheet, L.sheetBytes)) {
    scan.write(piece);
    if (ready.length) {
      // Handed over and dropped here, so a piece's rows are not kept while the next is read.
      const out = ready;
      ready = [];
      pending = open;
      yield out;
    }
  }
  scan.end();
  if (ready.length) yield ready;
}

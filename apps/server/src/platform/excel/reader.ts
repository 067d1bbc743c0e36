import { SaxesParser } from 'saxes';
import { dateStyles, firstSheet, local, sharedStrings } from './parts.ts';
import { entryText, type ZipSource, zipEntries } from './zip.ts';

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

/** A column reference's 0-based index (`AB12` → 27), or -1 without one. */
function colIndex(ref: string | undefined): number {
  if (!ref) return -1;
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

export interface SheetRow {
  n: number;
  cells: string[];
}

/**
 * Streams the FIRST worksheet's rows as text cells (1-based row numbers), never holding the
 * sheet: the zip is read through its central directory (so sharedStrings and styles are read
 * first, wherever they sit), and the sheet XML is inflated and SAX-parsed piece by piece. Every
 * cell becomes the text the user typed: whole numbers keep all digits, text stays text, dates
 * (by the cell style's number format) become YYYY-MM-DD[ HH:mm:ss], formulas give their cached
 * result, rich text its plain text, booleans TRUE/FALSE, errors their code (#N/A).
 */
export async function* sheetRows(src: ZipSource): AsyncGenerator<SheetRow> {
  const entries = await zipEntries(src);
  const { sheet, date1904 } = await firstSheet(src, entries);
  if (!sheet) return;
  const dates = await dateStyles(src, entries.get('xl/styles.xml'));
  const shared = await sharedStrings(src, entries.get('xl/sharedStrings.xml'));

  const ready: SheetRow[] = [];
  let row: string[] = [];
  let rowN = 0;
  let col = 0;
  let type = '';
  let style = 0;
  let value = '';
  let inValue = false;
  let inPh = false;
  const p = new SaxesParser();
  p.on('opentag', (t) => {
    switch (local(t.name)) {
      case 'row':
        row = [];
        col = 0;
        rowN = t.attributes.r ? Number(t.attributes.r) : rowN + 1;
        break;
      case 'c': {
        const at = colIndex(t.attributes.r as string | undefined);
        col = at >= 0 ? at : col;
        type = (t.attributes.t as string) ?? 'n';
        style = Number(t.attributes.s ?? 0);
        value = '';
        break;
      }
      case 'v':
        inValue = true;
        break;
      case 't':
        inValue = !inPh;
        break;
      case 'rPh':
        inPh = true;
        break;
    }
  });
  p.on('text', (s) => {
    if (inValue) value += s;
  });
  p.on('closetag', (t) => {
    switch (local(t.name)) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'rPh':
        inPh = false;
        break;
      case 'c': {
        while (row.length < col) row.push('');
        row[col++] = cellValue(type, value, style).trim();
        break;
      }
      case 'row':
        ready.push({ n: rowN, cells: row });
        break;
    }
  });
  const cellValue = (t: string, v: string, s: number): string => {
    if (t === 's') return shared[Number(v)] ?? '';
    if (t === 'str' || t === 'inlineStr' || t === 'e') return v;
    if (t === 'b') return v === '' ? '' : Number(v) !== 0 ? 'TRUE' : 'FALSE';
    if (t === 'd') return v === '' ? '' : dateText(new Date(v));
    if (v === '') return '';
    if (dates[s]) return dateText(serialDate(Number(v), date1904));
    return numberText(v);
  };
  for await (const text of entryText(src, sheet)) {
    p.write(text);
    if (ready.length) yield* ready.splice(0);
  }
  p.close();
  yield* ready.splice(0);
}

import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as text: the date alone when it has no time of day (Excel dates carry no zone). */
function dateText(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const h = d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds();
  return h === 0 ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * Every cell becomes text, the way the user typed it: whole numbers keep all digits (13800138000,
 * never 1.38e10), text stays text (a text-typed 440106199001011234 is never a float), dates become
 * YYYY-MM-DD, formulas give their result, rich text its plain text.
 */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateText(v);
  const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if ('result' in o) return cellText(o.result);
  if ('text' in o) return cellText(o.text);
  return o.error ?? '';
}

/**
 * Streams the FIRST worksheet's rows as text cells (1-based row numbers), never holding the
 * workbook: exceljs's streaming reader, shared strings and styles cached (styles tell dates).
 */
export async function* firstSheetRows(input: Readable): AsyncGenerator<{ n: number; cells: string[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        yield { n: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}

import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { TAG } from './xml-bytes.ts';
import { XmlScan } from './xml-scan.ts';
import { entryBytes, entryText, type ZipEntry, type ZipSource } from './zip.ts';

/** Tag names without a namespace prefix (some writers use `x:c`, most plain `c`). */
export const local = (name: string) => {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
};

/** Runs a SAX handler over a whole (small or streamed) part. */
export async function saxPart(
  src: ZipSource,
  e: ZipEntry | undefined,
  on: { open?: (t: SaxesTagPlain) => void; close?: (name: string) => void; text?: (s: string) => void },
) {
  if (!e) return;
  const p = new SaxesParser();
  if (on.open) p.on('opentag', on.open);
  if (on.close) {
    const close = on.close;
    p.on('closetag', (t) => close(local(t.name)));
  }
  if (on.text) p.on('text', on.text);
  for await (const s of entryText(src, e)) p.write(s);
  p.close();
}

// Built-in number formats that show a date: 14–22 and 45–47 everywhere, 27–36 and 50–58 in the
// Chinese, Japanese and Korean versions of Excel.
const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47]);
for (let i = 50; i <= 58; i++) BUILTIN_DATES.add(i);

/** A format code shows a date if, outside quotes and [..], it has a date or time letter. */
const isDateCode = (code: string) => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Which cell styles (`s` index into cellXfs) format their number as a date. */
export async function dateStyles(src: ZipSource, e: ZipEntry | undefined): Promise<boolean[]> {
  const codes = new Map<number, string>();
  const out: boolean[] = [];
  let inXfs = false;
  await saxPart(src, e, {
    open(t) {
      const n = local(t.name);
      if (n === 'numFmt') codes.set(Number(t.attributes.numFmtId), String(t.attributes.formatCode ?? ''));
      else if (n === 'cellXfs') inXfs = true;
      else if (n === 'xf' && inXfs) {
        const id = Number(t.attributes.numFmtId ?? 0);
        const code = codes.get(id);
        out.push(code !== undefined ? isDateCode(code) : BUILTIN_DATES.has(id));
      }
    },
    close(n) {
      if (n === 'cellXfs') inXfs = false;
    },
  });
  return out;
}

/**
 * The shared-string table, kept compact: every string's UTF-8 bytes back to back in one buffer
 * and their end offsets in a typed array, so a table of a million strings costs its bytes plus
 * 4 per string, outside the JavaScript heap. A string is decoded when a cell uses it (`get`), and
 * that copy dies young with its row.
 */
export class SharedStrings {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private ends = new Uint32Array(1024);
  private used = 0;
  size = 0;

  get(i: number): string | undefined {
    if (!(i >= 0 && i < this.size)) return undefined;
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }

  /** Appends text to the string being built (the one `end` will close). */
  add(text: string) {
    const need = this.used + Buffer.byteLength(text);
    if (need > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(text, this.used);
  }

  /** Closes the string being built. */
  end() {
    if (this.size === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.size++] = this.used;
  }
}

/**
 * Shared strings: each <si>'s text runs joined (rich text becomes plain text); phonetic runs
 * (<rPh>) are not part of the value. Scanned as bytes (the table can hold a string per cell).
 */
export async function sharedStrings(src: ZipSource, e: ZipEntry | undefined): Promise<SharedStrings> {
  const out = new SharedStrings();
  if (!e) return out;
  let inSi = false;
  let inT = false;
  let inPh = false;
  const scan = new XmlScan({
    open(tag) {
      if (tag === TAG.SI) inSi = true;
      else if (tag === TAG.T) inT = !inPh && inSi;
      else if (tag === TAG.RPH) inPh = true;
    },
    close(tag) {
      if (tag === TAG.SI) {
        out.end();
        inSi = inT = false;
      } else if (tag === TAG.T) inT = false;
      else if (tag === TAG.RPH) inPh = false;
    },
    text: (s) => out.add(s),
    wantText: () => inT,
  });
  for await (const piece of entryBytes(src, e)) scan.write(piece);
  scan.end();
  return out;
}

/** The first sheet's part name (workbook order, through the relationships) and the date system. */
export async function firstSheet(src: ZipSource, entries: Map<string, ZipEntry>) {
  let rid = '';
  let date1904 = false;
  await saxPart(src, entries.get('xl/workbook.xml'), {
    open(t) {
      const n = local(t.name);
      if (n === 'workbookPr') date1904 = ['1', 'true'].includes(String(t.attributes.date1904));
      if (n === 'sheet' && !rid) rid = String(t.attributes['r:id'] ?? '');
    },
  });
  let target = '';
  await saxPart(src, entries.get('xl/_rels/workbook.xml.rels'), {
    open(t) {
      if (local(t.name) === 'Relationship' && t.attributes.Id === rid) target = String(t.attributes.Target ?? '');
    },
  });
  // Targets are relative to xl/, or absolute from the package root.
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { sheet: entries.get(path) ?? entries.get('xl/worksheets/sheet1.xml'), date1904 };
}

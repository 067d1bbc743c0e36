import { WORKBOOK_LIMITS as L, refused, tooMany } from './limits.ts';
import { TAG } from './xml-bytes.ts';
import { XmlScan } from './xml-scan.ts';
import { entryBytes, type ZipEntry, type ZipSource } from './zip.ts';

/**
 * Scans one of the small parts (workbook, relationships, styles) with the byte scanner: within its
 * inflated-size bound, with no tag, comment or text run longer than maxSmallTag, and no text kept
 * (these parts are read for attributes only). A general SAX parser would build every comment and
 * attribute as one growing string, so a hostile part could cost many times its size.
 */
async function scanPart(
  src: ZipSource,
  e: ZipEntry | undefined,
  maxBytes: number,
  on: { open(tag: number, at: XmlScan): void; close?(tag: number): void },
) {
  if (!e) return;
  const scan = new XmlScan(
    { open: on.open, close: on.close ?? (() => {}), text: () => {}, wantText: () => false },
    L.maxSmallTag,
  );
  for await (const piece of entryBytes(src, e, maxBytes)) scan.write(piece);
  scan.end();
}

// Built-in number formats that show a date: 14–22 and 45–47 everywhere, 27–36 and 50–58 in the
// Chinese, Japanese and Korean versions of Excel.
const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47]);
for (let i = 50; i <= 58; i++) BUILTIN_DATES.add(i);

/** A format code shows a date if, outside quotes and [..], it has a date or time letter. */
const isDateCode = (code: string) => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/**
 * Which cell styles (`s` index into cellXfs) format their number as a date. Only what is needed is
 * kept: one flag per custom format and per cell format, never the format codes. More custom
 * formats, longer codes or more cell formats than Excel writes are refused.
 */
export async function dateStyles(src: ZipSource, e: ZipEntry | undefined): Promise<Uint8Array> {
  const dateFormats = new Map<number, boolean>();
  let numFmts = 0;
  let out = new Uint8Array(64);
  let xfs = 0;
  let inXfs = false;
  await scanPart(src, e, L.stylesBytes, {
    open(tag, at) {
      if (tag === TAG.NUMFMT) {
        if (++numFmts > L.maxNumFmts) throw tooMany('数字格式', 'number formats', L.maxNumFmts);
        const code = at.attr('formatCode') ?? '';
        if (code.length > L.maxFormatCode)
          throw refused(
            `数字格式代码过长（上限 ${L.maxFormatCode} 个字符）`,
            `a number format code longer than ${L.maxFormatCode} characters`,
          );
        dateFormats.set(Number(at.attr('numFmtId')), isDateCode(code));
      } else if (tag === TAG.CELLXFS) inXfs = true;
      else if (tag === TAG.XF && inXfs) {
        if (xfs >= L.maxCellXfs) throw tooMany('单元格格式', 'cell formats', L.maxCellXfs);
        const id = Number(at.attr('numFmtId') ?? 0);
        if (xfs === out.length) {
          const grown = new Uint8Array(out.length * 2);
          grown.set(out);
          out = grown;
        }
        out[xfs++] = (dateFormats.get(id) ?? BUILTIN_DATES.has(id)) ? 1 : 0;
      }
    },
    close(tag) {
      if (tag === TAG.CELLXFS) inXfs = false;
    },
  });
  return out.subarray(0, xfs);
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

  constructor(
    private readonly maxBytes: number = L.maxSharedBytes,
    private readonly maxCount: number = L.maxSharedStrings,
  ) {}

  get(i: number): string | undefined {
    if (!(i >= 0 && i < this.size)) return undefined;
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }

  /** Appends text to the string being built (the one `end` will close). */
  add(text: string) {
    const need = this.used + Buffer.byteLength(text);
    if (need > this.maxBytes)
      throw refused(
        `共享字符串内容过大（上限 ${Math.round(this.maxBytes / 1048576)} MB）`,
        `shared strings larger than ${Math.round(this.maxBytes / 1048576)} MB`,
      );
    if (need > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.min(this.maxBytes, Math.max(need, this.bytes.length * 2)));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(text, this.used);
  }

  /** Closes the string being built. */
  end() {
    if (this.size >= this.maxCount) throw tooMany('共享字符串', 'shared strings', this.maxCount);
    if (this.size === this.ends.length) {
      const grown = new Uint32Array(Math.min(this.maxCount, this.ends.length * 2));
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.size++] = this.used;
  }
}

/**
 * Shared strings: each <si>'s text runs joined (rich text becomes plain text); phonetic runs
 * (<rPh>) are not part of the value. Scanned as bytes (the table can hold a string per cell),
 * within the part's inflated-size bound and the table's count and byte bounds.
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
  for await (const piece of entryBytes(src, e, L.sharedStringsBytes)) scan.write(piece);
  scan.end();
  return out;
}

/**
 * The first sheet's part name (workbook order, through the relationships) and the date system.
 * A workbook listing more sheets than maxSheets is refused.
 */
export async function firstSheet(src: ZipSource, entries: Map<string, ZipEntry>) {
  let rid = '';
  let date1904 = false;
  let sheets = 0;
  await scanPart(src, entries.get('xl/workbook.xml'), L.workbookBytes, {
    open(tag, at) {
      if (tag === TAG.WORKBOOKPR) date1904 = ['1', 'true'].includes(at.attr('date1904') ?? '');
      else if (tag === TAG.SHEET) {
        if (++sheets > L.maxSheets) throw tooMany('工作表', 'sheets', L.maxSheets);
        if (!rid) rid = at.attr('r:id') ?? '';
      }
    },
  });
  let target = '';
  await scanPart(src, entries.get('xl/_rels/workbook.xml.rels'), L.relsBytes, {
    open(tag, at) {
      if (tag === TAG.RELATIONSHIP && !target && at.attr('Id') === rid) target = at.attr('Target') ?? '';
    },
  });
  // Targets are relative to xl/, or absolute from the package root.
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { sheet: entries.get(path) ?? entries.get('xl/worksheets/sheet1.xml'), date1904 };
}

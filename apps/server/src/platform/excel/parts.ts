import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryText, type ZipEntry, type ZipSource } from './zip.ts';

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
 * Shared strings: each <si>'s text runs joined (rich text becomes plain text); phonetic runs
 * (<rPh>) are not part of the value.
 */
export async function sharedStrings(src: ZipSource, e: ZipEntry | undefined): Promise<string[]> {
  const out: string[] = [];
  let cur = '';
  let inT = false;
  let inPh = false;
  await saxPart(src, e, {
    open(t) {
      const n = local(t.name);
      if (n === 'si') cur = '';
      else if (n === 't') inT = !inPh;
      else if (n === 'rPh') inPh = true;
    },
    close(n) {
      if (n === 'si') out.push(cur);
      else if (n === 't') inT = false;
      else if (n === 'rPh') inPh = false;
    },
    text(s) {
      if (inT) cur += s;
    },
  });
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

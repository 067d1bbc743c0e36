import { AppError } from '../http/errors.ts';

// The byte-level vocabulary of xml-scan.ts: byte values, tag numbers, text and attribute decoding.

/** Local names (prefix dropped) the readers react to; every other tag is OTHER. */
export const TAG = {
  OTHER: 0,
  ROW: 1,
  C: 2,
  V: 3,
  T: 4,
  RPH: 5,
  SI: 6,
  // The small parts: styles, workbook, relationships.
  NUMFMT: 7,
  CELLXFS: 8,
  XF: 9,
  SHEET: 10,
  WORKBOOKPR: 11,
  RELATIONSHIP: 12,
} as const;

export const LT = 0x3c;
export const GT = 0x3e;
export const SLASH = 0x2f;
export const BANG = 0x21;
export const QMARK = 0x3f;
export const EQ = 0x3d;
export const COLON = 0x3a;
export const DQ = 0x22;
export const SQ = 0x27;
export const AMP = 0x26;
export const CR = 0x0d;
export const LBRACKET = 0x5b;
export const RBRACKET = 0x5d;
export const DASH = 0x2d;

/** Carried bytes past this (one tag or one cell's text) mean the part is not a worksheet. */
export const MAX_CARRY = 16 * 1024 * 1024;

export const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;

export const malformed = () =>
  new AppError('130005', { detail: { zh: '工作表内容格式错误', en: 'the sheet content is malformed' } });

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const entity = (whole: string, e: string) => {
  if (e[0] !== '#') return NAMED[e];
  const code = e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
};

/** XML text as the parser reports it: CR LF / CR → LF, then the five named and numeric entities. */
export function xmlText(raw: string, hasCr: boolean, hasAmp: boolean): string {
  const s = hasCr ? raw.replace(/\r\n?/g, '\n') : raw;
  return hasAmp ? s.replace(ENTITY, entity) : s;
}

/** The local name of bytes [s, e) as a TAG number. */
export function tagOf(b: Buffer, s: number, e: number): number {
  for (let i = e - 1; i >= s; i--)
    if (b[i] === COLON) {
      s = i + 1;
      break;
    }
  const n = e - s;
  const c0 = b[s];
  if (n === 1) return c0 === 0x63 ? TAG.C : c0 === 0x76 ? TAG.V : c0 === 0x74 ? TAG.T : TAG.OTHER;
  if (n === 2) {
    if (c0 === 0x73 && b[s + 1] === 0x69) return TAG.SI;
    return c0 === 0x78 && b[s + 1] === 0x66 ? TAG.XF : TAG.OTHER;
  }
  if (n === 3) {
    if (c0 === 0x72 && b[s + 1] === 0x6f && b[s + 2] === 0x77) return TAG.ROW;
    if (c0 === 0x72 && b[s + 1] === 0x50 && b[s + 2] === 0x68) return TAG.RPH;
    return TAG.OTHER;
  }
  return LONG_TAGS.get(n)?.(b, s, c0) ?? TAG.OTHER;
}

const named = (name: string, tag: number) => (b: Buffer, s: number, c0: number) =>
  c0 === name.charCodeAt(0) && b.toString('latin1', s, s + name.length) === name ? tag : TAG.OTHER;

/** Longer names, told apart by length first (a sheet's own tags never reach the comparison). */
const LONG_TAGS = new Map<number, (b: Buffer, s: number, c0: number) => number>([
  [5, named('sheet', TAG.SHEET)],
  [6, named('numFmt', TAG.NUMFMT)],
  [7, named('cellXfs', TAG.CELLXFS)],
  [10, named('workbookPr', TAG.WORKBOOKPR)],
  [12, named('Relationship', TAG.RELATIONSHIP)],
]);

/** An attribute value as the parser reports it: entities decoded, white space as spaces. */
export function attrText(b: Buffer, s: number, e: number): string {
  let hasAmp = false;
  let hasWs = false;
  for (let i = s; i < e; i++) {
    const c = b[i];
    if (c === AMP) hasAmp = true;
    else if (c === 0x0a || c === 0x09 || c === 0x0d) hasWs = true;
  }
  const raw = b.toString('utf8', s, e);
  const t = hasWs ? raw.replace(/\r\n|[\r\n\t]/g, ' ') : raw;
  return hasAmp ? t.replace(ENTITY, entity) : t;
}

/**
 * The attribute `name` (its full name, `r:id` with its prefix) among a tag's attribute bytes
 * [s, end), decoded; or undefined.
 */
export function attrOf(b: Buffer, s: number, end: number, name: string): string | undefined {
  let i = s;
  while (i < end) {
    while (i < end && isSpace(b[i])) i++;
    const n0 = i;
    while (i < end && b[i] !== EQ && !isSpace(b[i])) i++;
    const n1 = i;
    while (i < end && isSpace(b[i])) i++;
    if (b[i] !== EQ) continue;
    i++;
    while (i < end && isSpace(b[i])) i++;
    const q = b[i];
    const close = b.indexOf(q, i + 1);
    if (close < 0 || close > end) return undefined;
    if (n1 - n0 === name.length && b.toString('latin1', n0, n1) === name) return attrText(b, i + 1, close);
    i = close + 1;
  }
  return undefined;
}

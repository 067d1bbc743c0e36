import {
  AMP,
  attrOf,
  BANG,
  CR,
  DASH,
  DQ,
  EQ,
  GT,
  isSpace,
  LBRACKET,
  LT,
  MAX_CARRY,
  malformed,
  QMARK,
  RBRACKET,
  SLASH,
  SQ,
  TAG,
  tagOf,
  xmlText,
} from './xml-bytes.ts';

/**
 * A byte-level XML scanner for the SpreadsheetML parts: the two large ones (the sheet and
 * sharedStrings) and, with a small carry bound, the small ones (workbook, relationships, styles).
 * A general SAX parser allocates a tag object, an attribute map and strings for every tag and
 * attribute — 100,000 rows × 10 cells made ~1 GB of garbage, and what survived young-generation
 * collections held the whole process above its memory budget. This scanner works on the inflated
 * bytes: tag names become small numbers (only the few the readers need), the attributes r, s and t
 * are kept as byte ranges read on demand, and text is decoded only inside the elements a reader
 * asks for (`onText`), exactly once, with XML's line-end normalisation and entity decoding.
 *
 * Bytes are fed in any pieces: an unfinished tag (or value text) at a piece's end is carried into a
 * reused work buffer, never concatenated into a new one. Comments, processing instructions and a
 * DOCTYPE are skipped; CDATA is text. Anything else unusual is skipped leniently, like Excel does.
 */

export interface ScanHandler {
  open(tag: number, scan: XmlScan): void;
  close(tag: number): void;
  /** Decoded text of the current element, called only while `wantText()` is true. */
  text(s: string): void;
  wantText(): boolean;
}

export class XmlScan {
  private work: Buffer = Buffer.alloc(0);
  private carry = 0;
  /** The buffer the current tag's attribute ranges point into. */
  private b: Buffer = this.work;
  // Value ranges of the attributes r, s and t of the tag being opened (-1: absent).
  private r0 = -1;
  private r1 = -1;
  private s0 = -1;
  private s1 = -1;
  private t0 = -1;
  private t1 = -1;
  // The attribute list of the tag being opened: [a0, a1) of `b`.
  private a0 = 0;
  private a1 = 0;

  /**
   * `maxCarry`: the most bytes one unfinished tag, comment or kept text may span across pieces
   * (the sheet's default is MAX_CARRY; the small parts pass less).
   */
  constructor(
    private readonly h: ScanHandler,
    private readonly maxCarry = MAX_CARRY,
  ) {}

  /** Scans one more piece of the part. */
  write(piece: Buffer): void {
    let b = piece;
    if (this.carry > 0) {
      const need = this.carry + piece.length;
      if (this.work.length < need) {
        const grown = Buffer.allocUnsafe(Math.max(need, this.work.length * 2, 64 * 1024));
        this.work.copy(grown, 0, 0, this.carry);
        this.work = grown;
      }
      piece.copy(this.work, this.carry);
      b = this.work.subarray(0, need);
    }
    const rest = this.scan(b);
    const left = b.length - rest;
    if (left > this.maxCarry) throw malformed();
    if (left > 0) {
      if (this.work.length < left) this.work = Buffer.allocUnsafe(Math.max(left * 2, 64 * 1024));
      // Within the work buffer this moves the tail to the front (copy handles the overlap).
      b.copy(this.work, 0, rest);
    }
    this.carry = left;
  }

  /** The end of the part: an unfinished tag left over means it was cut short. */
  end(): void {
    for (let i = 0; i < this.carry; i++) if (this.work[i] === LT) throw malformed();
    this.carry = 0;
  }

  /** Column index (0-based) of the r attribute (`AB12` → 27), or -1 without one. */
  column(): number {
    if (this.r0 < 0) return -1;
    let n = 0;
    for (let i = this.r0; i < this.r1; i++) {
      const c = this.b[i];
      if (c < 65 || c > 90) break;
      n = n * 26 + (c - 64);
    }
    return n - 1;
  }

  /** The r attribute as a whole number (a row's number), or -1 without one. */
  rowNumber(): number {
    return this.r0 < 0 ? -1 : this.uint(this.r0, this.r1);
  }

  /** The s attribute (a cell's style index), 0 without one. */
  style(): number {
    return this.s0 < 0 ? 0 : this.uint(this.s0, this.s1);
  }

  /** The t attribute (a cell's type), 'n' without one; constant strings, nothing allocated. */
  cellType(): string {
    if (this.t0 < 0) return 'n';
    const b = this.b;
    const n = this.t1 - this.t0;
    const c = b[this.t0];
    if (n === 1) return c === 0x73 ? 's' : c === 0x62 ? 'b' : c === 0x65 ? 'e' : c === 0x64 ? 'd' : 'n';
    if (n === 3 && c === 0x73 && b[this.t0 + 1] === 0x74 && b[this.t0 + 2] === 0x72) return 'str';
    if (n === 9 && b.toString('latin1', this.t0, this.t1) === 'inlineStr') return 'inlineStr';
    return 'n';
  }

  /**
   * Any attribute of the tag being opened, by its full name (`r:id` with its prefix), decoded; or
   * undefined. Read on demand from the tag's bytes (for the small parts, not the sheet's cells).
   */
  attr(name: string): string | undefined {
    return attrOf(this.b, this.a0, this.a1, name);
  }

  private uint(s: number, e: number): number {
    let n = 0;
    for (let i = s; i < e; i++) {
      const d = this.b[i] - 48;
      if (d < 0 || d > 9) return Number.NaN;
      n = n * 10 + d;
    }
    return e > s ? n : Number.NaN;
  }

  /** Scans complete markup and text; returns where the unfinished rest starts. */
  private scan(b: Buffer): number {
    const n = b.length;
    let p = 0;
    while (p < n) {
      const lt = b.indexOf(LT, p);
      if (lt < 0) return this.h.wantText() ? p : n;
      if (lt > p && this.h.wantText()) this.emit(b, p, lt);
      if (lt + 1 >= n) return lt;
      const c1 = b[lt + 1];
      if (c1 === SLASH) {
        const gt = b.indexOf(GT, lt + 2);
        if (gt < 0) return lt;
        let e = gt;
        while (e > lt + 2 && isSpace(b[e - 1])) e--;
        this.h.close(tagOf(b, lt + 2, e));
        p = gt + 1;
      } else if (c1 === QMARK) {
        const end = b.indexOf('?>', lt + 2, 'latin1');
        if (end < 0) return lt;
        p = end + 2;
      } else if (c1 === BANG) {
        const q = this.special(b, lt);
        if (q < 0) return lt;
        p = q;
      } else {
        const q = this.openTag(b, lt);
        if (q < 0) return lt;
        p = q;
      }
    }
    return n;
  }

  /** `<!-- -->`, `<![CDATA[ ]]>` (text) or `<!DOCTYPE …>`: the position after it, or -1. */
  private special(b: Buffer, lt: number): number {
    const n = b.length;
    if (lt + 3 >= n) return -1;
    if (b[lt + 2] === DASH) {
      if (b[lt + 3] !== DASH) throw malformed();
      const end = b.indexOf('-->', lt + 4, 'latin1');
      return end < 0 ? -1 : end + 3;
    }
    if (b[lt + 2] === LBRACKET) {
      if (lt + 9 > n) return -1;
      if (b.toString('latin1', lt + 3, lt + 9) !== 'CDATA[') throw malformed();
      const end = b.indexOf(']]>', lt + 9, 'latin1');
      if (end < 0) return -1;
      if (this.h.wantText()) {
        const raw = b.toString('utf8', lt + 9, end);
        this.h.text(raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw);
      }
      return end + 3;
    }
    // A declaration (DOCTYPE): up to its '>', past an internal subset in [ ].
    let depth = 0;
    for (let i = lt + 2; i < n; i++) {
      const c = b[i];
      if (c === LBRACKET) depth++;
      else if (c === RBRACKET) depth--;
      else if (c === GT && depth <= 0) return i + 1;
    }
    return -1;
  }

  /** An opening (or self-closing) tag at lt: the position after it, or -1 when unfinished. */
  private openTag(b: Buffer, lt: number): number {
    const n = b.length;
    let i = lt + 1;
    while (i < n && !isSpace(b[i]) && b[i] !== GT && b[i] !== SLASH) i++;
    if (i >= n) return -1;
    const tag = tagOf(b, lt + 1, i);
    const wanted = tag === TAG.ROW || tag === TAG.C;
    this.r0 = this.s0 = this.t0 = -1;
    const attrs = i;
    for (;;) {
      while (i < n && isSpace(b[i])) i++;
      if (i >= n) return -1;
      const c = b[i];
      if (c === GT) {
        this.b = b;
        this.a0 = attrs;
        this.a1 = i;
        this.h.open(tag, this);
        return i + 1;
      }
      if (c === SLASH) {
        if (i + 1 >= n) return -1;
        if (b[i + 1] !== GT) throw malformed();
        this.b = b;
        this.a0 = attrs;
        this.a1 = i;
        this.h.open(tag, this);
        this.h.close(tag);
        return i + 2;
      }
      // An attribute: name, '=', quoted value (which may hold '>' or '/').
      const a0 = i;
      while (i < n && b[i] !== EQ && !isSpace(b[i]) && b[i] !== GT && b[i] !== SLASH) i++;
      const a1 = i;
      while (i < n && isSpace(b[i])) i++;
      if (i >= n) return -1;
      if (b[i] !== EQ) {
        if (a1 === a0) throw malformed();
        continue; // an attribute without a value: tolerated and ignored
      }
      i++;
      while (i < n && isSpace(b[i])) i++;
      if (i >= n) return -1;
      const q = b[i];
      if (q !== DQ && q !== SQ) throw malformed();
      const close = b.indexOf(q, i + 1);
      if (close < 0) return -1;
      if (wanted && a1 - a0 === 1) {
        const an = b[a0];
        if (an === 0x72) {
          this.r0 = i + 1;
          this.r1 = close;
        } else if (an === 0x73) {
          this.s0 = i + 1;
          this.s1 = close;
        } else if (an === 0x74) {
          this.t0 = i + 1;
          this.t1 = close;
        }
      }
      i = close + 1;
    }
  }

  /** Text bytes [s, e) as the handler's string. */
  private emit(b: Buffer, s: number, e: number) {
    let hasCr = false;
    let hasAmp = false;
    for (let i = s; i < e; i++) {
      const c = b[i];
      if (c === CR) hasCr = true;
      else if (c === AMP) hasAmp = true;
    }
    this.h.text(xmlText(b.toString('utf8', s, e), hasCr, hasAmp));
  }
}

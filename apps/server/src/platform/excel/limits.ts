import { AppError } from '../http/errors.ts';

/**
 * What one workbook may cost, whoever reads it (the sheet-rows preview, every import job). Each
 * bound is counted on the real bytes and items while they are read, never taken from what the
 * file declares, and a workbook past one is refused with 130005 and the bound it broke. The caps
 * sit far above anything Excel or LibreOffice writes (Excel allows 64,000 cell formats, about 250
 * custom number formats of at most 255 characters, 32,767 characters in a cell, 16,384 columns).
 */
export const WORKBOOK_LIMITS = {
  /** Archive entries read from the central directory (a workbook has one per sheet, plus ~10). */
  maxEntries: 1000,
  /** Inflated bytes per part, counted while inflating. */
  workbookBytes: 4 * 1024 * 1024,
  relsBytes: 1024 * 1024,
  stylesBytes: 16 * 1024 * 1024,
  sharedStringsBytes: 128 * 1024 * 1024,
  sheetBytes: 512 * 1024 * 1024,
  /** Sheets listed in xl/workbook.xml. */
  maxSheets: 500,
  /** Custom number formats (<numFmt>, also those of conditional formats) and one code's length. */
  maxNumFmts: 10_000,
  maxFormatCode: 1000,
  /** Cell formats (<xf> of cellXfs). */
  maxCellXfs: 65536,
  /** Shared strings: how many, and their UTF-8 bytes all together (kept for the whole read). */
  maxSharedStrings: 2_000_000,
  maxSharedBytes: 64 * 1024 * 1024,
  /** One tag, comment or unclosed text in the small parts (workbook, relationships, styles). */
  maxSmallTag: 1024 * 1024,
  /**
   * Cells and characters held before they are handed over (the rows one inflated piece completes,
   * plus the row still open): a cell counts one, each of its characters one more. Bounds the
   * blow-up of short references to long shared strings, and of sparse cells far to the right.
   */
  maxPendingCells: 4_000_000,
  /** Columns A…XFD. */
  maxColumns: 16384,
  /**
   * A legacy .xls is parsed whole (SheetJS, about 500 bytes of heap per value cell): its size, and
   * its value cells counted from the record headers before the parse. 200,000 cells cost ~100 MB.
   */
  maxXlsBytes: 16 * 1024 * 1024,
  maxXlsCells: 200_000,
} as const;

const MB = (n: number) => Math.round(n / (1024 * 1024));

/** 130005 with what broke: the project's form for a refused workbook (see zip-guard.ts). */
export const refused = (zh: string, en: string) => new AppError('130005', { detail: { zh, en } });

export const partTooLarge = (name: string, bytes: number) =>
  refused(`${name} 解压后超过 ${MB(bytes)} MB`, `${name} expands past ${MB(bytes)} MB`);

export const tooMany = (zhWhat: string, enWhat: string, max: number) =>
  refused(`${zhWhat}过多（上限 ${max} 个）`, `more than ${max} ${enWhat}`);

/**
 * Workbook reads running at once, server-wide. Import jobs are already few (the worker runs two at
 * a time) and must not wait here: they run inside a transaction, and on the embedded database a
 * waiting transaction would hold the one connection a running read needs. So a job only counts,
 * while a request (the sheet-rows preview) waits for a free slot behind at most `queue` others and
 * is refused at once (100429) when that queue is full, or after `waitMs`.
 */
export class ParseGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly queue: number,
    readonly waitMs: number,
  ) {}

  get running() {
    return this.active;
  }

  /** True when a request arriving now would be refused. */
  get full() {
    return this.active >= this.slots && this.waiting.length >= this.queue;
  }

  /** A job's read: counted at once, never refused. */
  count(): () => void {
    this.active++;
    return this.releaser();
  }

  /** A request's read: a slot, after waiting in a short queue; 100429 when the queue is full. */
  async acquire(): Promise<() => void> {
    if (this.active < this.slots && this.waiting.length === 0) {
      this.active++;
      return this.releaser();
    }
    if (this.waiting.length >= this.queue) throw busy();
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(busy());
      }, this.waitMs);
      this.waiting.push(go);
    });
    // The slot was handed over by release (active was not decremented for it).
    return this.releaser();
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next && this.active <= this.slots) next();
      else {
        this.active--;
        if (next) this.waiting.unshift(next);
      }
    };
  }
}

export const busy = () =>
  new AppError('100429', {
    detail: { zh: '正在解析的表格过多，请稍后再试', en: 'too many spreadsheets are being read; try again later' },
  });

/** The server-wide gate every workbook read goes through (spreadsheetRowBatches): two reads at once, four waiting. */
export const parseGate = new ParseGate(2, 4, 30_000);

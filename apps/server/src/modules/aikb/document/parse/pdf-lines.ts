/** A line of a PDF page as drawn: its text, font size, baseline and horizontal extent. */
export interface PdfLine {
  text: string;
  size: number;
  y: number;
  x0: number;
  x1: number;
}

/** The parts of a pdf.js text item read here. */
export interface PdfItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/**
 * The page's text items, in the order the page draws them (its reading order), grouped into lines:
 * a line ends where pdf.js marks an end of line or the baseline moves by half a character. Items
 * far apart on one line get a space between them unless both sides are Chinese.
 */
export function linesOf(items: readonly PdfItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let cur: PdfLine | undefined;
  const end = () => {
    if (cur?.text.trim()) lines.push({ ...cur, text: cur.text.trim() });
    cur = undefined;
  };
  for (const it of items) {
    const [a, b, c, d, x, y] = it.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || it.height;
    if (it.str !== '') {
      if (cur && Math.abs(y - cur.y) > 0.5 * Math.max(size, cur.size)) end();
      if (!cur) cur = { text: '', size, y, x0: x, x1: x };
      const gap = x - cur.x1;
      const last = cur.text.at(-1) ?? ' ';
      if (cur.text && gap > 0.25 * size && last !== ' ' && !(CJK.test(last) && CJK.test(it.str[0]))) cur.text += ' ';
      cur.text += it.str;
      cur.size = Math.max(cur.size, size);
      cur.x1 = Math.max(cur.x1, x + it.width);
    }
    if (it.hasEOL) end();
  }
  end();
  return lines;
}

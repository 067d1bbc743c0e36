import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../../../platform/http/errors.ts';
import { type Block, joinLines } from './blocks.ts';
import { linesOf, type PdfItem, type PdfLine } from './pdf-lines.ts';

const round = (n: number) => Math.round(n * 2) / 2;
const ENDS_SENTENCE = /[。！？!?.:：;；]["'”’」』）)]*$/;

/** The font size most characters are set in. */
function bodySize(pages: PdfLine[][]): number {
  const chars = new Map<number, number>();
  for (const l of pages.flat()) chars.set(round(l.size), (chars.get(round(l.size)) ?? 0) + l.text.length);
  return [...chars].sort((p, q) => q[1] - p[1])[0]?.[0] ?? 0;
}

/** The usual distance between two lines of a paragraph: the lower quartile of body line gaps. */
function leading(pages: PdfLine[][], body: number): number {
  const gaps: number[] = [];
  for (const lines of pages)
    for (let i = 1; i < lines.length; i++) {
      const gap = lines[i - 1].y - lines[i].y;
      if (gap > 0 && round(lines[i].size) === body && round(lines[i - 1].size) === body) gaps.push(gap);
    }
  gaps.sort((p, q) => p - q);
  return gaps[Math.floor(gaps.length / 4)] ?? body * 1.5;
}

/**
 * Paragraphs and headings from the lines of each page. A line set at least 1.2 times the body
 * size, and short, is a heading; larger sizes are higher levels. A paragraph ends at a wider gap
 * than the usual line distance, at a change of size, when the text moves up (a new column), or
 * after a short line that ends a sentence. Pages end paragraphs.
 */
export function pdfBlocks(pages: PdfLine[][]): Block[] {
  const body = bodySize(pages);
  const lead = leading(pages, body);
  const headingSizes = [
    ...new Set(
      pages
        .flat()
        .filter((l) => round(l.size) >= body * 1.2 && l.text.length <= 80)
        .map((l) => round(l.size)),
    ),
  ].sort((p, q) => q - p);
  const out: Block[] = [];
  for (const lines of pages) {
    const width = Math.max(0, ...lines.map((l) => l.x1 - l.x0));
    let para: PdfLine[] = [];
    const flush = () => {
      if (para.length) out.push({ kind: 'text', text: joinLines(para.map((l) => l.text)) });
      para = [];
    };
    for (const [i, line] of lines.entries()) {
      const level = headingSizes.indexOf(round(line.size)) + 1;
      const prev = lines[i - 1];
      if (level > 0 && line.text.length <= 80) {
        flush();
        const last = out.at(-1);
        // A heading wrapped over two lines: same size, right below.
        if (
          last?.kind === 'heading' &&
          prev &&
          round(prev.size) === round(line.size) &&
          prev.y - line.y < line.size * 1.6
        )
          last.text = joinLines([last.text, line.text]);
        else out.push({ kind: 'heading', level: Math.min(level, 6), text: line.text });
        continue;
      }
      if (prev && para.length) {
        const gap = prev.y - line.y;
        const shortEnd = ENDS_SENTENCE.test(prev.text) && prev.x1 - prev.x0 < width * 0.85;
        if (gap > lead * 1.35 || gap < 0 || round(prev.size) !== round(line.size) || shortEnd) flush();
      }
      para.push(line);
    }
    flush();
  }
  return out;
}

/**
 * A PDF's text, page by page, through pdf.js (the unpdf build, which runs on Node 20). A password
 * → 160202; anything pdf.js cannot open → 160201.
 */
export async function pdfPages(buf: Buffer): Promise<PdfLine[][]> {
  if (!buf.subarray(0, 1024).includes('%PDF-')) throw new AppError('160201');
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(buf), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
  } catch (e) {
    throw new AppError((e as Error).name === 'PasswordException' ? '160202' : '160201');
  }
  try {
    const pages: PdfLine[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(linesOf(content.items.filter((it) => 'str' in it) as PdfItem[]));
      page.cleanup();
    }
    return pages;
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('160201');
  } finally {
    await doc.destroy();
  }
}

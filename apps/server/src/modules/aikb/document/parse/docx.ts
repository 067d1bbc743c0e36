import mammoth from 'mammoth';
import { bufferSource, zipEntries } from '../../../../platform/excel/zip.ts';
import { AppError } from '../../../../platform/http/errors.ts';
import { type Block, joinLines } from './blocks.ts';

/** A docx of many entries or a huge declared expansion is refused before it is inflated. */
const MAX_ENTRIES = 5000;
const MAX_EXPANDED = 200 * 1024 * 1024;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The parts of mammoth's document model read here. */
interface Node {
  type: string;
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  children?: Node[];
}

const HEADING_NAME = /^(?:heading|标题)\s*([1-9])$/i;
const HEADING_ID = /^heading([1-9])$/i;

function headingLevel(p: Node): number | undefined {
  const byName = HEADING_NAME.exec(p.styleName?.trim() ?? '');
  if (byName) return Number(byName[1]);
  const byId = HEADING_ID.exec(p.styleId ?? '');
  if (byId) return Number(byId[1]);
  if (/^(?:title|标题)$/i.test(p.styleName?.trim() ?? '')) return 1;
  return undefined;
}

/** Text of runs, hyperlinks and fields; tabs read as spaces and line breaks as new lines. */
function textOf(n: Node): string {
  if (n.type === 'text') return n.value ?? '';
  if (n.type === 'tab') return ' ';
  if (n.type === 'break') return '\n';
  if (n.type === 'noteReference' || n.type === 'commentReference' || n.type === 'image') return '';
  return (n.children ?? []).map(textOf).join('');
}

function walk(n: Node, out: Block[]) {
  if (n.type === 'paragraph') {
    const text = joinLines([textOf(n)]);
    const level = headingLevel(n);
    out.push(level ? { kind: 'heading', level, text } : { kind: 'text', text: textOf(n) });
    return;
  }
  if (n.type === 'table') {
    // One paragraph a row, the cells in order (a cell of several paragraphs reads as one).
    for (const row of n.children ?? []) {
      const cells = (row.children ?? []).map((c) => joinLines((c.children ?? []).map(textOf)));
      out.push({ kind: 'text', text: cells.filter((c) => c.trim() !== '').join(' | ') });
    }
    return;
  }
  for (const c of n.children ?? []) walk(c, out);
}

/**
 * A .docx through mammoth's document model: paragraphs with their heading level (styles named
 * Heading n / 标题 n, as Word and WPS write them), tables a row a paragraph. An OLE2 file with a
 * .docx name is either password-protected (160202) or an old binary .doc (130001).
 */
export async function docxBlocks(buf: Buffer): Promise<Block[]> {
  if (buf.subarray(0, 8).equals(OLE2)) {
    if (buf.includes(Buffer.from('EncryptionInfo', 'utf16le'))) throw new AppError('160202');
    throw new AppError('130001', { detail: { zh: '不支持 .doc，请另存为 .docx', en: 'save the .doc file as .docx' } });
  }
  let entries: Awaited<ReturnType<typeof zipEntries>>;
  try {
    entries = await zipEntries(bufferSource(buf));
  } catch {
    throw new AppError('160201');
  }
  let expanded = 0;
  for (const e of entries.values()) expanded += e.uncompressed;
  if (!entries.has('word/document.xml') || entries.size > MAX_ENTRIES || expanded > MAX_EXPANDED)
    throw new AppError('160201');
  let doc: Node | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: buf },
      {
        // Images are not read at all: only text is kept.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        transformDocument: (d: Node) => {
          doc = d;
          return d;
        },
      },
    );
  } catch {
    throw new AppError('160201');
  }
  const out: Block[] = [];
  if (doc) walk(doc, out);
  return out;
}

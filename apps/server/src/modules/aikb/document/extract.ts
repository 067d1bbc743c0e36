import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_MB,
  type DocumentType,
} from '@zhiyu/contract/modules/aikb/document';
import { AppError } from '../../../platform/http/errors.ts';
import { type Block, tidy } from './parse/blocks.ts';
import { docxBlocks } from './parse/docx.ts';
import { markdownBlocks } from './parse/markdown.ts';
import { pdfBlocks, pdfPages } from './parse/pdf.ts';
import { decodeText, textBlocks } from './parse/text.ts';
import { type SplitSegment, splitBlocks } from './split.ts';

/** The type told by the name's extension (case-insensitive); anything else → 130001 文件格式不匹配. */
export function documentTypeOf(fileName: string): DocumentType {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) throw new AppError('130001');
  return ext.slice(1) as DocumentType;
}

export async function readBlocks(type: DocumentType, buf: Buffer): Promise<Block[]> {
  switch (type) {
    case 'txt':
      return textBlocks(decodeText(buf));
    case 'md':
      return markdownBlocks(decodeText(buf));
    case 'docx':
      return docxBlocks(buf);
    case 'pdf':
      return pdfBlocks(await pdfPages(buf));
  }
}

export interface ParsedDocument {
  type: DocumentType;
  segments: SplitSegment[];
}

/**
 * A document's segments, or the error that refuses it: size (130002), extension (130001), damage
 * (160201), password (160202), no text (160203), too many segments (160204), encoding (160205).
 */
export async function parseDocument(fileName: string, buf: Buffer): Promise<ParsedDocument> {
  const type = documentTypeOf(fileName);
  if (buf.length > DOCUMENT_MAX_BYTES) throw new AppError('130002', { params: { n: DOCUMENT_MAX_MB } });
  if (buf.length === 0) throw new AppError('160203');
  const segments = splitBlocks(tidy(await readBlocks(type, buf)));
  if (segments.length === 0) throw new AppError('160203');
  return { type, segments };
}

/**
 * Document knowledge (issue 7 §1): a library's uploaded .docx/.pdf/.txt/.md files, split into
 * segments that can be edited, enabled and disabled, and are searched like knowledge items.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf, sortedPageQuery } from '../../list.ts';
import { Id, Ids } from './library.ts';

/** Accepted extensions (requirements §5 accept list; anything else → 文件格式不匹配). */
export const DOCUMENT_EXTENSIONS = ['.docx', '.pdf', '.txt', '.md'] as const;
export const DOCUMENT_TYPES = ['docx', 'pdf', 'txt', 'md'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Upload limit in MB (requirements §5 上传文件不能超过{n}M); files within it are parsed in the request. */
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
/** A segment, heading path included, is at most this many characters once split. */
export const SEGMENT_MAX_CHARS = 500;
/** Paragraphs join the segment before them while it is shorter than this (and the sum fits). */
export const SEGMENT_MERGE_BELOW = 200;
/** The heading path a segment starts with is cut to this length. */
export const SEGMENT_TITLE_MAX = 100;
/** A document splitting into more segments is refused. */
export const DOCUMENT_MAX_SEGMENTS = 2000;
/** An edited segment's text: 1..2000 characters. */
export const SEGMENT_EDIT_MAX = 2000;
/** Between the headings of a segment's path. */
export const TITLE_PATH_SEPARATOR = ' > ';

/** requirements §3 switch values: 1 enabled, 0 disabled. */
const Enabled = z.union([z.literal(0), z.literal(1)]);
/**
 * 1 ready (split into segments). Files within DOCUMENT_MAX_MB are read in the upload request, so a
 * stored document is always ready; 0 (reading) and 2 (failed, with `error`) are for documents read
 * after the upload.
 */
export const DOCUMENT_STATUS = { reading: 0, ready: 1, failed: 2 } as const;
const Status = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const DocumentRow = z.object({
  id: z.string(),
  libraryId: z.string(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** Bytes. */
  size: z.number(),
  status: Status,
  segmentCount: z.number(),
  error: z.string(),
  creator: z.string(),
  /** Milliseconds (requirements D6). */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type DocumentRow = z.infer<typeof DocumentRow>;

export const SegmentRow = z.object({
  id: z.string(),
  documentId: z.string(),
  libraryId: z.string(),
  /** 1, 2, … in document order. */
  seq: z.number(),
  /** Heading path, e.g. '售后服务 > 退换货'; '' before the document's first heading. */
  titlePath: z.string(),
  text: z.string(),
  enabled: Enabled,
  updatedAt: z.number(),
});
export type SegmentRow = z.infer<typeof SegmentRow>;

export const DOCUMENT_SORT_FIELDS = ['createdAt', 'name', 'size'] as const;
export const DocumentListQuery = sortedPageQuery(DOCUMENT_SORT_FIELDS).extend({
  libraryId: Id,
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(100).optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

export const SegmentListQuery = PageQuery.extend({
  documentId: Id,
  /** Part of the text or heading path, case-insensitive. */
  keyword: z.string().trim().max(100).optional(),
  enabled: z.coerce.number().pipe(Enabled).optional(),
});
export type SegmentListQuery = z.input<typeof SegmentListQuery>;

export const SegmentInput = z.object({
  id: Id,
  /** Trimmed; 1..SEGMENT_EDIT_MAX characters. */
  text: z.string().trim().min(1).max(SEGMENT_EDIT_MAX),
});
export type SegmentInput = z.input<typeof SegmentInput>;

/**
 * Multipart with one file in the field `files` (requirements §7 default name); the library is named in the
 * query. The file is read and split in the request; a refused file stores nothing.
 */
export const uploadDocument = defineEndpoint({
  id: 'aikb.document.upload',
  method: 'POST',
  path: '/aikb-api/document/upload',
  access: 'aikb.document.upload',
  query: z.object({ libraryId: Id }),
  response: DocumentRow,
  // A library no tenant owns: answered 160002 before any file is read.
  example: { query: { libraryId: 'kb-none' } },
});

export const listDocuments = defineEndpoint({
  id: 'aikb.document.list',
  method: 'GET',
  path: '/aikb-api/document/list',
  access: 'aikb.document.list',
  query: DocumentListQuery,
  response: pageOf(DocumentRow),
  // A library no tenant owns: an empty page.
  example: { query: { libraryId: 'kb-none', pageNum: 1, pageSize: 10 } },
});

export const deleteDocuments = defineEndpoint({
  id: 'aikb.document.delete',
  method: 'POST',
  path: '/aikb-api/document/delete',
  access: 'aikb.document.delete',
  /** Deletes the documents with their segments and stored files. */
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['doc-none'] } },
});

export const listSegments = defineEndpoint({
  id: 'aikb.document.segmentList',
  method: 'GET',
  path: '/aikb-api/document/segment/list',
  access: 'aikb.document.segmentList',
  query: SegmentListQuery,
  response: pageOf(SegmentRow),
  // A document no tenant owns: 160206.
  example: { query: { documentId: 'doc-none', pageNum: 1, pageSize: 10 } },
});

export const updateSegment = defineEndpoint({
  id: 'aikb.document.segmentEdit',
  method: 'POST',
  path: '/aikb-api/document/segment/edit',
  access: 'aikb.document.segmentEdit',
  body: SegmentInput,
  response: SegmentRow,
  example: { body: { id: 'seg-none', text: '示例分段' } },
});

export const setSegmentsEnabled = defineEndpoint({
  id: 'aikb.document.segmentStatus',
  method: 'POST',
  path: '/aikb-api/document/segment/status',
  access: 'aikb.document.segmentStatus',
  body: z.object({ ids: Ids, enabled: Enabled }),
  response: z.object({ updated: z.number() }),
  example: { body: { ids: ['seg-none'], enabled: 0 } },
});

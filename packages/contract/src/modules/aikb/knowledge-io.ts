/**
 * Knowledge import and export through the shared jobs (issue 7 §1; requirements §5 import dialog, §7).
 * The import is a multipart POST (one file, field `files`) into the library named in the query;
 * a file with any bad row imports nothing and offers the per-row error workbook. The export writes
 * the same columns, so an exported file imports again.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import type { KnowledgeType } from './knowledge.ts';
import { KnowledgeListQuery } from './knowledge.ts';
import { Id } from './library.ts';

/** Rows a file may hold, and its size limit in MB (the dialog checks first, the server again). */
export const KB_IMPORT_MAX_ROWS = 5000;
export const KB_IMPORT_MAX_MB = 10;

/** Columns of the knowledge workbook, in order. */
export const KB_IO_COLUMNS = ['question', 'similar', 'answer', 'category', 'tags', 'type', 'validity'] as const;
export type KbIoColumn = (typeof KB_IO_COLUMNS)[number];
/** Header labels written on export and accepted on import (either language, or the key). */
export const KB_IO_HEADERS: Record<KbIoColumn, { zh: string; en: string }> = {
  question: { zh: '标准问题', en: 'Standard question' },
  similar: { zh: '相似问题', en: 'Similar questions' },
  answer: { zh: '答案', en: 'Answer' },
  category: { zh: '分类', en: 'Category' },
  tags: { zh: '标签', en: 'Tags' },
  type: { zh: '知识类型', en: 'Type' },
  validity: { zh: '有效性', en: 'Validity' },
};
/** Workbook labels of the knowledge types (the console's labels are in its locales). */
export const KB_TYPE_LABELS: Record<KnowledgeType, { zh: string; en: string }> = {
  taskFlow: { zh: '任务流程', en: 'Task flow' },
  smallModel: { zh: '小模型', en: 'Small model' },
  largeModel: { zh: '大模型', en: 'Large model' },
  qaScript: { zh: '问答话术库', en: 'QA script library' },
  llmDocScript: { zh: '大模型文档话术', en: 'Large-model document script' },
  llmChatScript: { zh: '大模型对话话术', en: 'Large-model conversation script' },
  document: { zh: '文档知识', en: 'Document knowledge' },
  llmGeneralQa: { zh: '大模型通用问答', en: 'Large-model general Q&A' },
};
/** Workbook labels of validity (requirements §3: 0 valid, 1 invalid); 0 and 1 are accepted too. */
export const KB_VALIDITY_LABELS = { 0: { zh: '有效', en: 'Valid' }, 1: { zh: '无效', en: 'Invalid' } } as const;

export const importKnowledge = defineEndpoint({
  id: 'aikb.knowledgeIo.import',
  method: 'POST',
  path: '/aikb-api/knowledge/import',
  access: 'aikb.knowledge.import',
  query: z.object({ libraryId: Id }),
  response: JobRef,
  example: { query: { libraryId: 'kb-none' } },
});

export const importKnowledgeStatus = defineEndpoint({
  id: 'aikb.knowledgeIo.importStatus',
  method: 'GET',
  path: '/aikb-api/knowledge/import/status',
  access: 'aikb.knowledge.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const importKnowledgeErrors = defineEndpoint({
  id: 'aikb.knowledgeIo.importErrors',
  method: 'GET',
  path: '/aikb-api/knowledge/import/errors',
  access: 'aikb.knowledge.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** An empty workbook with the header row and one example row. */
export const importKnowledgeTemplate = defineEndpoint({
  id: 'aikb.knowledgeIo.template',
  method: 'GET',
  path: '/aikb-api/knowledge/import/template',
  access: 'aikb.knowledge.import',
  kind: 'binary',
  response: z.unknown(),
});

const { pageNum: _n, pageSize: _s, sortField: _f, sortOrder: _o, ...filterShape } = KnowledgeListQuery.shape;
export const KnowledgeExportBody = z.object({
  /** The list's current filter (paging ignored); the library is required. */
  filter: z.object(filterShape),
});

export const exportKnowledge = defineEndpoint({
  id: 'aikb.knowledgeIo.export',
  method: 'POST',
  path: '/aikb-api/knowledge/export',
  access: 'aikb.knowledge.export',
  body: KnowledgeExportBody,
  response: JobRef,
  example: { body: { filter: { libraryId: 'kb-none' } } },
});

export const exportKnowledgeStatus = defineEndpoint({
  id: 'aikb.knowledgeIo.exportStatus',
  method: 'GET',
  path: '/aikb-api/knowledge/export/status',
  access: 'aikb.knowledge.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadKnowledgeExport = defineEndpoint({
  id: 'aikb.knowledgeIo.download',
  method: 'GET',
  path: '/aikb-api/knowledge/export/download',
  access: 'aikb.knowledge.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/**
 * Tag import and export (issue 3 §2, §3; requirements §9: up to 100 tag rows a file). Import is a
 * multipart POST with one file field `files`; both run as background jobs polled by job id.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { TagListQuery } from './tag.ts';

/** Columns of the tag workbook, in order; the header row carries these keys' labels. */
export const TAG_IO_COLUMNS = ['name', 'group', 'enabled', 'description'] as const;
export type TagIoColumn = (typeof TAG_IO_COLUMNS)[number];
/** Header labels written on export and accepted on import (either language). */
export const TAG_IO_HEADERS: Record<TagIoColumn, { zh: string; en: string }> = {
  name: { zh: '标签名称', en: 'Name' },
  group: { zh: '分组', en: 'Group' },
  enabled: { zh: '状态', en: 'Enabled' },
  description: { zh: '描述', en: 'Description' },
};

export const importTags = defineEndpoint({
  id: 'aicall.tagIo.import',
  method: 'POST',
  path: '/v1/aicall-web/tag/import',
  access: 'aicall.tag.import',
  response: JobRef,
});

export const importTagsStatus = defineEndpoint({
  id: 'aicall.tagIo.importStatus',
  method: 'GET',
  path: '/v1/aicall-web/tag/import/status',
  access: 'aicall.tag.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

/** The per-row error workbook of a failed import (row number, column, message). */
export const importTagsErrors = defineEndpoint({
  id: 'aicall.tagIo.importErrors',
  method: 'GET',
  path: '/v1/aicall-web/tag/import/errors',
  access: 'aicall.tag.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The import's download template (标签导入模板.xlsx): the importer's header row, then a sheet of instructions. */
export const importTagsTemplate = defineEndpoint({
  id: 'aicall.tagIo.importTemplate',
  method: 'GET',
  path: '/v1/aicall-web/tag/import/template',
  access: 'aicall.tag.import',
  kind: 'binary',
  response: z.unknown(),
});

const { pageNum: _n, pageSize: _s, ...filterShape } = TagListQuery.shape;
export const TagExportBody = z.object({
  /** The list's current filter (paging ignored). */
  filter: z.object(filterShape).default({}),
  columns: z
    .array(z.enum(TAG_IO_COLUMNS))
    .min(1)
    .max(TAG_IO_COLUMNS.length)
    .default([...TAG_IO_COLUMNS]),
});

export const exportTags = defineEndpoint({
  id: 'aicall.tagIo.export',
  method: 'POST',
  path: '/v1/aicall-web/tag/export',
  access: 'aicall.tag.export',
  body: TagExportBody,
  response: JobRef,
  example: { body: { filter: { name: '意向' }, columns: ['name', 'group'] } },
});

export const exportTagsStatus = defineEndpoint({
  id: 'aicall.tagIo.exportStatus',
  method: 'GET',
  path: '/v1/aicall-web/tag/export/status',
  access: 'aicall.tag.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadTagExport = defineEndpoint({
  id: 'aicall.tagIo.download',
  method: 'GET',
  path: '/v1/aicall-web/tag/export/download',
  access: 'aicall.tag.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/**
 * The knowledge base's change log (issue 7 §2 operaLog, /aikb/operaLog): who (username and
 * nickname), when, what (action, target type, id and name), and the changed fields before and after.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { Id } from './library.ts';

export const OPERA_ACTIONS = ['create', 'update', 'delete', 'enable', 'disable', 'move', 'import'] as const;
export const OperaAction = z.enum(OPERA_ACTIONS);
export type OperaAction = z.infer<typeof OperaAction>;
export const OPERA_TARGETS = ['library', 'category', 'item', 'synonym'] as const;
export const OperaTarget = z.enum(OPERA_TARGETS);
export type OperaTarget = z.infer<typeof OperaTarget>;

export const OperaLogRow = z.object({
  id: z.string(),
  at: z.number(),
  actorName: z.string(),
  actorNick: z.string(),
  action: OperaAction,
  targetType: OperaTarget,
  targetId: z.string(),
  targetName: z.string(),
  libraryId: z.string().nullable(),
  /** The changed fields only; null on create (before) and delete (after). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type OperaLogRow = z.infer<typeof OperaLogRow>;

const ms = z.coerce.number().int().min(0);
export const OperaLogQuery = sortedPageQuery(['at'] as const).extend({
  /** Part of the operator's username or nickname. */
  operator: z.string().trim().max(64).optional(),
  action: OperaAction.optional(),
  targetType: OperaTarget.optional(),
  libraryId: Id.optional(),
  from: ms.optional(),
  to: ms.optional(),
});
export type OperaLogQuery = z.input<typeof OperaLogQuery>;

export const listOperaLog = defineEndpoint({
  id: 'aikb.operaLog.list',
  method: 'GET',
  path: '/aikb-api/operaLog/list',
  access: 'aikb.operaLog.list',
  query: OperaLogQuery,
  response: pageOf(OperaLogRow),
  example: { query: { pageNum: 1, pageSize: 10, sortOrder: 'DESC' } },
});

export const OPERA_IO_COLUMNS = ['at', 'operator', 'action', 'targetType', 'targetName', 'before', 'after'] as const;
export const OPERA_IO_HEADERS: Record<(typeof OPERA_IO_COLUMNS)[number], { zh: string; en: string }> = {
  at: { zh: '操作时间', en: 'Time' },
  operator: { zh: '操作人', en: 'Operator' },
  action: { zh: '操作', en: 'Action' },
  targetType: { zh: '对象类型', en: 'Target type' },
  targetName: { zh: '对象', en: 'Target' },
  before: { zh: '修改前', en: 'Before' },
  after: { zh: '修改后', en: 'After' },
};
export const OPERA_ACTION_LABELS: Record<OperaAction, { zh: string; en: string }> = {
  create: { zh: '新增', en: 'Create' },
  update: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  enable: { zh: '启用', en: 'Enable' },
  disable: { zh: '停用', en: 'Disable' },
  move: { zh: '移动', en: 'Move' },
  import: { zh: '导入', en: 'Import' },
};
export const OPERA_TARGET_LABELS: Record<OperaTarget, { zh: string; en: string }> = {
  library: { zh: '知识库', en: 'Library' },
  category: { zh: '分类', en: 'Category' },
  item: { zh: '知识', en: 'Knowledge item' },
  synonym: { zh: '同义词', en: 'Synonyms' },
};

const { pageNum: _n, pageSize: _s, sortField: _f, sortOrder: _o, ...filterShape } = OperaLogQuery.shape;
export const exportOperaLog = defineEndpoint({
  id: 'aikb.operaLog.export',
  method: 'POST',
  path: '/aikb-api/operaLog/export',
  access: 'aikb.operaLog.export',
  body: z.object({ filter: z.object(filterShape).default({}) }),
  response: JobRef,
  example: { body: { filter: { action: 'update' } } },
});

export const exportOperaLogStatus = defineEndpoint({
  id: 'aikb.operaLog.exportStatus',
  method: 'GET',
  path: '/aikb-api/operaLog/export/status',
  access: 'aikb.operaLog.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadOperaLogExport = defineEndpoint({
  id: 'aikb.operaLog.download',
  method: 'GET',
  path: '/aikb-api/operaLog/export/download',
  access: 'aikb.operaLog.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

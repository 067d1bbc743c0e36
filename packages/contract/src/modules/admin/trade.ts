/**
 * Editing the industry tree (行业) and its domains (领域) at /index/operating/trade: operator only.
 * The tree is two levels deep (top-level trades and their sub-trades), as requirements §7's trade list
 * returns it; reading stays the public lookups of modules/lookups/trade.ts. Import and export of the
 * tree use the shared Excel jobs.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';

export const TRADE_NAME_MAX = 30;
const name = z.string().trim().min(1).max(TRADE_NAME_MAX);
const id = z.string().min(1).max(64);
const sort = z.coerce.number().int().min(0).max(9999).default(0);

export const TradeInput = z.object({
  name,
  /** null or absent: a top-level trade; otherwise a top-level trade's id. */
  parentId: id.nullable().default(null),
  sort,
});
export type TradeInput = z.input<typeof TradeInput>;

export const DomainInput = z.object({
  name,
  /** The trades this domain serves: at least one. */
  tradeIds: z.array(id).min(1).max(200),
  sort,
});
export type DomainInput = z.input<typeof DomainInput>;

const Saved = z.object({ id: z.string() });

export const createTrade = defineEndpoint({
  id: 'admin.trade.create',
  method: 'POST',
  path: '/v1/aicall-manager/trade/add',
  access: 'admin.trade.create',
  body: TradeInput,
  response: Saved,
  example: { body: { name: '示例行业-walk', parentId: null, sort: 99 } },
});

export const updateTrade = defineEndpoint({
  id: 'admin.trade.update',
  method: 'POST',
  path: '/v1/aicall-manager/trade/update',
  access: 'admin.trade.update',
  body: TradeInput.extend({ id }),
  response: Saved,
  example: { body: { id: 'trade-finance', name: '金融', parentId: null, sort: 0 } },
});

export const deleteTrade = defineEndpoint({
  id: 'admin.trade.delete',
  method: 'POST',
  path: '/v1/aicall-manager/trade/delete',
  access: 'admin.trade.delete',
  body: z.object({ id }),
  response: z.object({ deleted: z.number() }),
  example: { body: { id: 'no-such-trade' } },
});

export const createDomain = defineEndpoint({
  id: 'admin.trade.createDomain',
  method: 'POST',
  path: '/v1/aicall-manager/domain/add',
  access: 'admin.trade.create',
  body: DomainInput,
  response: Saved,
  example: { body: { name: '示例领域-walk', tradeIds: ['trade-finance'], sort: 99 } },
});

export const updateDomain = defineEndpoint({
  id: 'admin.trade.updateDomain',
  method: 'POST',
  path: '/v1/aicall-manager/domain/update',
  access: 'admin.trade.update',
  body: DomainInput.extend({ id }),
  response: Saved,
  example: { body: { id: 'no-such-domain', name: '领域', tradeIds: ['trade-finance'], sort: 0 } },
});

export const deleteDomain = defineEndpoint({
  id: 'admin.trade.deleteDomain',
  method: 'POST',
  path: '/v1/aicall-manager/domain/delete',
  access: 'admin.trade.delete',
  body: z.object({ id }),
  response: z.object({ deleted: z.number() }),
  example: { body: { id: 'no-such-domain' } },
});

/** Columns of the trade workbook: a sub-trade names its parent by name. */
export const TRADE_IO_COLUMNS = ['name', 'parent', 'sort'] as const;
export const TRADE_IO_HEADERS: Record<(typeof TRADE_IO_COLUMNS)[number], { zh: string; en: string }> = {
  name: { zh: '行业名称', en: 'Industry' },
  parent: { zh: '上级行业', en: 'Parent industry' },
  sort: { zh: '排序', en: 'Order' },
};

export const importTrades = defineEndpoint({
  id: 'admin.trade.import',
  method: 'POST',
  path: '/v1/aicall-manager/trade/import',
  access: 'admin.trade.import',
  response: JobRef,
});

export const importTradesStatus = defineEndpoint({
  id: 'admin.trade.importStatus',
  method: 'GET',
  path: '/v1/aicall-manager/trade/import/status',
  access: 'admin.trade.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const importTradesErrors = defineEndpoint({
  id: 'admin.trade.importErrors',
  method: 'GET',
  path: '/v1/aicall-manager/trade/import/errors',
  access: 'admin.trade.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The import's download template (行业导入模板.xlsx): the importer's header row, then a sheet of instructions. */
export const importTradesTemplate = defineEndpoint({
  id: 'admin.trade.importTemplate',
  method: 'GET',
  path: '/v1/aicall-manager/trade/import/template',
  access: 'admin.trade.import',
  kind: 'binary',
  response: z.unknown(),
});

export const exportTrades = defineEndpoint({
  id: 'admin.trade.export',
  method: 'POST',
  path: '/v1/aicall-manager/trade/export',
  access: 'admin.trade.export',
  body: z.object({ filter: z.object({}).default({}) }),
  response: JobRef,
  example: { body: { filter: {} } },
});

export const exportTradesStatus = defineEndpoint({
  id: 'admin.trade.exportStatus',
  method: 'GET',
  path: '/v1/aicall-manager/trade/export/status',
  access: 'admin.trade.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadTradeExport = defineEndpoint({
  id: 'admin.trade.download',
  method: 'GET',
  path: '/v1/aicall-manager/trade/export/download',
  access: 'admin.trade.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

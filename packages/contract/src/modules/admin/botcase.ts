/**
 * Showcase bots (/aiadmin/operating/botcase): platform data the operator curates (name, industry
 * from the trade tree, description, a bot of any tenant, sort, status). Tenants read the enabled
 * cases through `showcaseBotCases` (any signed-in user), which never names the source tenant.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf, sortedPageQuery } from '../../list.ts';

export const BOTCASE_NAME_MAX = 50;
export const BOTCASE_DESCRIPTION_MAX = 500;
export const BOTCASE_SORT_MAX = 9999;
/** Switch values of requirements §3: 1 enabled (shown to tenants), 0 disabled. */
export const BotCaseStatus = z.union([z.literal(0), z.literal(1)]);

export const BotCaseRow = z.object({
  id: z.string(),
  name: z.string(),
  tradeId: z.string(),
  /** Ids from the top-level trade down to `tradeId` (the cascader's value). */
  tradePath: z.array(z.string()),
  /** Names along the path, joined by ' / '. */
  tradeName: z.string(),
  description: z.string(),
  botId: z.string().nullable(),
  /** '' when the bot no longer exists. */
  botName: z.string(),
  botType: z.number().nullable(),
  /** The bot's tenant, for the operator only. */
  botTenantName: z.string(),
  sort: z.number(),
  status: BotCaseStatus,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type BotCaseRow = z.infer<typeof BotCaseRow>;

export const BotCaseInput = z.object({
  name: z.string().trim().min(1).max(BOTCASE_NAME_MAX),
  tradeId: z.string().trim().min(1).max(64),
  description: z.string().trim().max(BOTCASE_DESCRIPTION_MAX).default(''),
  botId: z.string().trim().min(1).max(64),
  sort: z.number().int().min(0).max(BOTCASE_SORT_MAX).default(0),
  status: BotCaseStatus.default(1),
});
export type BotCaseInput = z.input<typeof BotCaseInput>;

export const BOTCASE_SORT_FIELDS = ['sort', 'createdAt', 'name'] as const;
export const BotCaseListQuery = sortedPageQuery(BOTCASE_SORT_FIELDS).extend({
  name: z.string().trim().max(BOTCASE_NAME_MAX).optional(),
  /** A trade or, for a top-level trade, any of its sub-trades. */
  tradeId: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(BotCaseStatus).optional(),
});
export type BotCaseListQuery = z.input<typeof BotCaseListQuery>;

export const listBotCases = defineEndpoint({
  id: 'admin.botcase.list',
  method: 'GET',
  path: '/ai-admin/botcase/list',
  access: 'admin.botcase.list',
  query: BotCaseListQuery,
  response: pageOf(BotCaseRow),
  example: { query: { pageNum: 1, pageSize: 10, sortField: 'sort', sortOrder: 'ASC' } },
});

export const createBotCase = defineEndpoint({
  id: 'admin.botcase.create',
  method: 'POST',
  path: '/ai-admin/botcase/add',
  access: 'admin.botcase.create',
  body: BotCaseInput,
  response: BotCaseRow,
  example: {
    body: { name: '示例案例-walk', tradeId: 'trade-finance-bank', botId: 'bot-2001-1', description: '', sort: 0 },
  },
});

export const updateBotCase = defineEndpoint({
  id: 'admin.botcase.update',
  method: 'POST',
  path: '/ai-admin/botcase/edit',
  access: 'admin.botcase.update',
  body: BotCaseInput.extend({ id: z.string().min(1).max(64) }),
  response: BotCaseRow,
  example: { body: { id: 'case-none', name: '示例', tradeId: 'trade-finance-bank', botId: 'bot-2001-1' } },
});

export const deleteBotCases = defineEndpoint({
  id: 'admin.botcase.delete',
  method: 'POST',
  path: '/ai-admin/botcase/delete',
  access: 'admin.botcase.delete',
  body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['case-none'] } },
});

/** A bot any tenant owns, for the case form's picker (operator only). */
export const BotCaseBot = z.object({
  id: z.string(),
  name: z.string(),
  botType: z.number(),
  tenantId: z.string(),
  tenantName: z.string(),
});
export type BotCaseBot = z.infer<typeof BotCaseBot>;

export const listBotCaseBots = defineEndpoint({
  id: 'admin.botcase.bots',
  method: 'GET',
  path: '/ai-admin/botcase/bots',
  access: ['admin.botcase.create', 'admin.botcase.update'],
  query: PageQuery.extend({ name: z.string().trim().max(64).optional() }),
  response: pageOf(BotCaseBot),
  example: { query: { pageNum: 1, pageSize: 100 } },
});

/** What a tenant sees of a case: no bot id, bot name or source tenant. */
export const ShowcaseItem = z.object({
  id: z.string(),
  name: z.string(),
  tradeId: z.string(),
  tradeName: z.string(),
  description: z.string(),
  botType: z.number().nullable(),
});
export type ShowcaseItem = z.infer<typeof ShowcaseItem>;

export const listShowcaseBotCases = defineEndpoint({
  id: 'admin.botcase.showcase',
  method: 'GET',
  path: '/ai-admin/botcase/showcase',
  access: 'self',
  query: z.object({ tradeId: z.string().trim().max(64).optional() }),
  response: z.array(ShowcaseItem),
  example: { query: {} },
});

/**
 * Bots and their flows (issue 5 §1): the bot list (/bot/bot-list, /index/bot) and the detail page
 * (/index/botDetail). A bot belongs to the session's tenant and app; `shared` 1 lets the tenant's
 * other apps see it (and copy it), but only its own app edits it. The list endpoints accept the
 * interface codes of either list screen.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { BOT_TYPES } from '../lookups/bot.ts';
import { BotFlow } from './flow.ts';
import { FLOW_PROBLEM_CODES } from './validate.ts';

export { BOT_TYPES };
export const BOT_NAME_MAX = 50;
export const BOT_DESCRIPTION_MAX = 200;
export const BOT_NOTE_MAX = 200;
/** What a copy's name ends with (its name, then this, then a number when taken). */
export const BOT_COPY_SUFFIX = '-副本';

export const BotTypeValue = z.coerce
  .number()
  .int()
  .refine((n): n is 0 | 1 | 2 | 3 | 4 | 5 | 6 => (BOT_TYPES as readonly number[]).includes(n), 'type must be 0 to 6');
export const SharedFlag = z.coerce
  .number()
  .int()
  .refine((n): n is 0 | 1 => n === 0 || n === 1, 'shared must be 0 or 1');

export const BotRow = z.object({
  id: z.string(),
  name: z.string(),
  type: z.number(),
  description: z.string(),
  shared: z.number(),
  appId: z.string(),
  /** The bot belongs to the caller's app: it may be edited, shared, published or deleted. */
  editable: z.boolean(),
  publishedVersion: z.number().nullable(),
  revision: z.number(),
  /** Milliseconds (requirements D6). */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type BotRow = z.infer<typeof BotRow>;

const botName = z.string().trim().min(1).max(BOT_NAME_MAX);
const botId = z.string().trim().min(1).max(64);
const description = z.string().trim().max(BOT_DESCRIPTION_MAX).default('');

export const BotInput = z.object({ name: botName, type: BotTypeValue, description });
export type BotInput = z.input<typeof BotInput>;

export const BOT_SORT_FIELDS = ['updatedAt', 'createdAt', 'name'] as const;
export const BotListQuery = sortedPageQuery(BOT_SORT_FIELDS).extend({
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(BOT_NAME_MAX).optional(),
  type: BotTypeValue.optional(),
  shared: SharedFlag.optional(),
});
export type BotListQuery = z.input<typeof BotListQuery>;

export const FlowProblemSchema = z.object({
  code: z.enum(FLOW_PROBLEM_CODES),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  intentId: z.string().optional(),
});
/** `data` of a 150004 refusal: what keeps the flow from being published. */
export const PublishRefusal = z.object({ problems: z.array(FlowProblemSchema) });
export type PublishRefusal = z.infer<typeof PublishRefusal>;

export const BotVersionItem = z.object({
  version: z.number(),
  note: z.string(),
  publishedBy: z.string(),
  publishedAt: z.number(),
});
export type BotVersionItem = z.infer<typeof BotVersionItem>;

export const BotDetail = z.object({
  meta: BotRow,
  draft: BotFlow,
  revision: z.number(),
  publishedVersion: z.number().nullable(),
  /** Newest first. */
  versions: z.array(BotVersionItem),
});
export type BotDetail = z.infer<typeof BotDetail>;

const LIST = ['bot.bot.list', 'index.bot.list'] as const;
const byId = z.object({ id: botId });
/** An id no tenant owns: valid input, answered 100002, changes nothing. */
const NONE = 'bot-none';

export const listBots = defineEndpoint({
  id: 'bot.bot.list',
  method: 'GET',
  path: '/v1/aicall-web/bot/page',
  access: LIST,
  query: BotListQuery,
  response: pageOf(BotRow),
  example: { query: { pageNum: 1, pageSize: 10, name: '机器人', type: 0 } },
});

export const createBot = defineEndpoint({
  id: 'bot.bot.create',
  method: 'POST',
  path: '/v1/aicall-web/bot/add',
  access: ['bot.bot.create', 'index.bot.create'],
  body: BotInput,
  response: BotRow,
  example: { body: { name: '示例机器人-walk', type: 0, description: '' } },
});

export const updateBot = defineEndpoint({
  id: 'bot.bot.update',
  method: 'POST',
  path: '/v1/aicall-web/bot/edit',
  access: ['bot.bot.update', 'index.bot.update'],
  /** The type is fixed at creation: tasks and numbers pick bots by type. */
  body: z.object({ id: botId, name: botName, description }),
  response: BotRow,
  example: { body: { id: NONE, name: '示例机器人', description: '' } },
});

export const copyBot = defineEndpoint({
  id: 'bot.bot.copy',
  method: 'POST',
  path: '/v1/aicall-web/bot/copy',
  access: ['bot.bot.copy', 'index.bot.copy'],
  body: byId,
  response: BotRow,
  example: { body: { id: NONE } },
});

export const deleteBot = defineEndpoint({
  id: 'bot.bot.delete',
  method: 'POST',
  path: '/v1/aicall-web/bot/delete',
  access: ['bot.bot.delete', 'index.bot.delete'],
  body: byId,
  response: z.object({ deleted: z.number() }),
  example: { body: { id: NONE } },
});

export const shareBot = defineEndpoint({
  id: 'bot.bot.share',
  method: 'POST',
  path: '/v1/aicall-web/bot/share',
  access: ['bot.bot.share', 'index.bot.share'],
  body: z.object({ id: botId, shared: SharedFlag }),
  response: BotRow,
  example: { body: { id: NONE, shared: 1 } },
});

export const getBotDetail = defineEndpoint({
  id: 'bot.botDetail.get',
  method: 'GET',
  path: '/v1/aicall-web/bot/detail',
  access: 'index.botDetail.get',
  query: byId,
  response: BotDetail,
  example: { query: { id: NONE } },
});

export const saveBotDraft = defineEndpoint({
  id: 'bot.botDetail.save',
  method: 'POST',
  path: '/v1/aicall-web/bot/draft',
  access: 'index.botDetail.save',
  /** `revision`: the draft revision the edit started from (150002 when another save came first). */
  body: z.object({ id: botId, revision: z.number().int().min(0), flow: BotFlow }),
  response: z.object({ revision: z.number(), updatedAt: z.number() }),
  example: { body: { id: NONE, revision: 0, flow: { nodes: [], edges: [], intents: [], globalIntents: [] } } },
});

export const publishBot = defineEndpoint({
  id: 'bot.botDetail.publish',
  method: 'POST',
  path: '/v1/aicall-web/bot/publish',
  access: 'index.botDetail.publish',
  /** Publishes the saved draft of `revision`; refused with 150004 and `data: PublishRefusal`. */
  body: z.object({
    id: botId,
    revision: z.number().int().min(0),
    note: z.string().trim().max(BOT_NOTE_MAX).default(''),
  }),
  response: z.object({ version: z.number(), publishedAt: z.number() }),
  example: { body: { id: NONE, revision: 0, note: '' } },
});

export const listBotVersions = defineEndpoint({
  id: 'bot.botDetail.versions',
  method: 'GET',
  path: '/v1/aicall-web/bot/versions',
  access: 'index.botDetail.versions',
  query: byId,
  response: z.object({ list: z.array(BotVersionItem) }),
  example: { query: { id: NONE } },
});

export const getBotVersion = defineEndpoint({
  id: 'bot.botDetail.version',
  method: 'GET',
  path: '/v1/aicall-web/bot/version',
  access: 'index.botDetail.versions',
  query: z.object({ id: botId, version: z.coerce.number().int().min(1) }),
  response: BotVersionItem.extend({ flow: BotFlow }),
  example: { query: { id: NONE, version: 1 } },
});

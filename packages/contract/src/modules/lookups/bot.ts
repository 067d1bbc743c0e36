/** Bots of the caller's tenant (requirements §3 bot types, §7 bot/list, §9 picker pages of 10). */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, WIDGET_PAGE_SIZES } from '../../list.ts';

/** requirements §3: 0 outbound, 1 inbound, 2 assistant, 3 text, 4 practice, 5 knowledge-base, 6 quality-inspection. */
export const BOT_TYPES = [0, 1, 2, 3, 4, 5, 6] as const;
export const BotType = z.coerce
  .number()
  .int()
  .refine((n) => (BOT_TYPES as readonly number[]).includes(n), 'botType must be 0 to 6');
/** 1 shared with every application of the tenant, 0 private to its application. */
export const ShareFlag = z.union([z.literal(0), z.literal(1)]);

export const BotItem = z.object({
  id: z.string(),
  name: z.string(),
  botType: z.number(),
  share: ShareFlag,
  appId: z.string(),
  updatedAt: z.number(),
  /** The newest published version; null while the bot was never published (a task needs one). */
  publishedVersion: z.number().nullable(),
});
export type BotItem = z.infer<typeof BotItem>;

/**
 * The call screens' bot pickers (task form, record filters, data boards) load their bots here, so
 * whoever may use one of those screens may read the list.
 */
const BOT_PICKER_CODES = [
  'aicall.task.create',
  'aicall.task.update',
  'aicall.outboundRecord.list',
  'aicall.inboundRecord.list',
  'aicall.intentionDetail.list',
  'aicall.boardOutbound.stat',
  'aicall.boardOverview.stat',
  'aicall.boardHot.stat',
  'aicall.boardModel.stat',
  'aicall.boardHangup.stat',
  'aicall.boardTags.stat',
  // Self-learning picks bots for datasets, flow-back rules, clustering, publishing and QA extraction (requirements R4).
  'learnself.dataset.create',
  'learnself.pool.rule',
  'learnself.cluster.run',
  'learnself.model.publish',
  'learnself.qa.run',
] as const;

/** The list picker's call: pageNum, pageSize (10 by default), a name filter; reads data.list. */
export const searchBots = defineEndpoint({
  id: 'lookups.bot.list',
  method: 'GET',
  path: '/v1/aicall-web/bot/list',
  access: ['lookups.bot.list', ...BOT_PICKER_CODES],
  query: z.object({
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (WIDGET_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 10, 20, 50 or 100')
      .default(10),
    name: z.string().trim().max(64).optional(),
    botType: BotType.optional(),
  }),
  response: pageOf(BotItem),
  example: { query: { pageNum: 1, pageSize: 10, name: '客服' } },
});

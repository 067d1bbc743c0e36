/**
 * CMS bot queries (requirements §7): botList (botName, limit 50, start 1, share 0, searchBotType 3), the
 * bot query with limit 30, and channelList. `start` is the 1-based page and `limit` its size.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { BotItem, BotType, ShareFlag } from './bot.ts';
import { TextChannel } from './text-channel.ts';

/** requirements §9 bot list limits. */
export const BOT_LIST_LIMIT = 50;
export const BOT_QUERY_LIMIT = 30;

const paged = {
  start: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(BOT_LIST_LIMIT).default(BOT_LIST_LIMIT),
};
const CmsPage = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number() });

export const listCmsBots = defineEndpoint({
  id: 'lookups.cms.botList',
  method: 'POST',
  path: '/cms/api/botList',
  access: 'lookups.cms.botList',
  body: z.object({
    botName: z.string().trim().max(64).optional(),
    ...paged,
    share: ShareFlag.optional(),
    searchBotType: BotType.optional(),
  }),
  response: CmsPage(BotItem),
  example: { body: { botName: '', limit: 50, start: 1, share: 0, searchBotType: 3 } },
});

/** The second bot query of requirements §7 (path not shown there): botName, limit 30, start 1, searchBotType. */
export const queryCmsBots = defineEndpoint({
  id: 'lookups.cms.botQuery',
  method: 'POST',
  path: '/cms/api/botQuery',
  access: 'lookups.cms.botList',
  body: z.object({
    botName: z.string().trim().max(64).optional(),
    start: paged.start,
    limit: z.coerce.number().int().min(1).max(BOT_QUERY_LIMIT).default(BOT_QUERY_LIMIT),
    searchBotType: BotType.optional(),
  }),
  response: CmsPage(BotItem),
  example: { body: { botName: '', limit: 30, start: 1, searchBotType: 0 } },
});

export const listCmsChannels = defineEndpoint({
  id: 'lookups.cms.channelList',
  method: 'POST',
  path: '/cms/api/channelList',
  access: 'lookups.cms.channelList',
  body: z.object({ channelName: z.string().trim().max(64).optional(), ...paged }),
  response: CmsPage(TextChannel),
  example: { body: { start: 1, limit: 50 } },
});

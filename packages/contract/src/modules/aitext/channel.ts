/**
 * Channel deployment (/aitext/channelConfig): where the text bot answers. A channel is a web
 * widget (a script keyed by its public `widgetKey`) or an API channel (a secret API key, shown
 * once and stored hashed), of requirements §3 channel type 0 official or 1 test window. It answers from
 * the app's knowledge libraries, greets with its welcome text, offers quick menus, falls back to
 * its fallback answer, and hands sessions to a human on the scenes it lists. The lookup
 * `POST /newaitext/aitext-scene/channel/all` (requirements §7) lists the same channels.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { HTTP_URL } from '../../rules/patterns.ts';
import { TAG_MAX_LENGTH } from '../../rules/tags.ts';
import { WELCOME_MAX_CHARS } from '../lookups/text-channel.ts';
import { ChannelKind, ChannelTypeValue, MESSAGE_MAX_CHARS, SCENES, SceneValue } from './enums.ts';

export const CHANNEL_NAME_MAX = 50;
export const FALLBACK_MAX_CHARS = 500;
export const MENU_NAME_MAX = 20;
export const MENUS_MAX = 10;
export const KEYWORDS_MAX = 100;
export const LIBRARIES_MAX = 20;

const id = z.string().trim().min(1).max(64);
const switchValue = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

/**
 * A quick menu (requirements §3 action types): 2 link jump opens `url` (http/https, requirements §5), 3 send
 * message sends `text` as the visitor's question; 10 and 11 are stored and shown disabled.
 */
export const QuickMenu = z.object({
  name: z.string().trim().min(1).max(MENU_NAME_MAX),
  actionType: z.coerce.number().pipe(z.union([z.literal(2), z.literal(3), z.literal(10), z.literal(11)])),
  url: z.string().trim().max(1000).optional(),
  text: z.string().trim().max(MESSAGE_MAX_CHARS).optional(),
});
export type QuickMenu = z.infer<typeof QuickMenu>;

/** The problem of a quick menu beyond its types, or null: the code 170023 names it. */
export function quickMenuProblem(m: QuickMenu): { zh: string; en: string } | null {
  if (m.actionType === 2 && !(m.url && HTTP_URL.test(m.url)))
    return { zh: '链接跳转需要 http 或 https 地址', en: 'a link jump needs an http or https address' };
  if (m.actionType === 3 && !m.text) return { zh: '发送消息需要消息内容', en: 'send message needs the text to send' };
  return null;
}

export const ChannelInput = z.object({
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  channelType: ChannelTypeValue.default(0),
  kind: ChannelKind.default('widget'),
  /** Libraries of the caller's app the channel answers from (none: it only falls back). */
  libraryIds: z.array(id).max(LIBRARIES_MAX).default([]),
  /** Rich text, sanitised on the server; visitors get it as plain text. */
  welcome: z.string().max(WELCOME_MAX_CHARS).default(''),
  quickMenus: z.array(QuickMenu).max(MENUS_MAX).default([]),
  /** Plain text; empty: the built-in fallback answer in the visitor's language. */
  fallback: z.string().trim().max(FALLBACK_MAX_CHARS).default(''),
  /** requirements §3 scenes whose flag hands the session to a human. */
  transferScenes: z.array(SceneValue).max(SCENES.length).default([]),
  /** Scene 5: a question containing one of these (case-insensitive) flags the session. */
  keywords: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).max(KEYWORDS_MAX).default([]),
  /** requirements §3 switch: 1 enabled, 0 disabled (a disabled channel refuses visitors with 170001). */
  status: switchValue.default(1),
});
export type ChannelInput = z.input<typeof ChannelInput>;

export const ChannelRow = z.object({
  id: z.string(),
  name: z.string(),
  channelType: z.union([z.literal(0), z.literal(1)]),
  kind: ChannelKind,
  libraryIds: z.array(z.string()),
  welcome: z.string(),
  quickMenus: z.array(QuickMenu),
  fallback: z.string(),
  transferScenes: z.array(z.number()),
  keywords: z.array(z.string()),
  /** Public: goes in the widget's script tag (`data-key`). */
  widgetKey: z.string(),
  /** The API key's last four characters ('' before one is made); the key itself is shown once. */
  apiKeyHint: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ChannelRow = z.infer<typeof ChannelRow>;

/** A new channel with its API key, shown this once. */
export const ChannelCreated = ChannelRow.extend({ apiKey: z.string() });

export const ChannelListQuery = PageQuery.extend({
  name: z.string().trim().max(CHANNEL_NAME_MAX).optional(),
  kind: ChannelKind.optional(),
  channelType: ChannelTypeValue.optional(),
  status: switchValue.optional(),
});

const example = {
  name: '官网客服',
  channelType: 0,
  kind: 'widget',
  libraryIds: [],
  welcome: '<p>您好，请问有什么可以帮您？</p>',
  quickMenus: [{ name: '退货政策', actionType: 3, text: '怎么退货' }],
  fallback: '抱歉，我还不会回答这个问题。',
  transferScenes: [3, 4],
  keywords: ['投诉'],
};
/** An id no tenant owns: a valid request that changes nothing (170020). */
export const NO_CHANNEL = 'tch-none';

export const listChannelConfigs = defineEndpoint({
  id: 'aitext.channel.list',
  method: 'GET',
  path: '/newaitext/channel/list',
  access: 'aitext.channel.list',
  query: ChannelListQuery,
  response: pageOf(ChannelRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const getChannelConfig = defineEndpoint({
  id: 'aitext.channel.get',
  method: 'GET',
  path: '/newaitext/channel/get',
  access: 'aitext.channel.get',
  query: z.object({ id }),
  response: ChannelRow,
  example: { query: { id: NO_CHANNEL } },
});

export const createChannelConfig = defineEndpoint({
  id: 'aitext.channel.create',
  method: 'POST',
  path: '/newaitext/channel/add',
  access: 'aitext.channel.create',
  body: ChannelInput,
  response: ChannelCreated,
  example: { body: example },
});

export const updateChannelConfig = defineEndpoint({
  id: 'aitext.channel.update',
  method: 'POST',
  path: '/newaitext/channel/edit',
  access: 'aitext.channel.update',
  body: ChannelInput.extend({ id }),
  response: ChannelRow,
  example: { body: { ...example, id: NO_CHANNEL } },
});

export const deleteChannelConfig = defineEndpoint({
  id: 'aitext.channel.delete',
  method: 'POST',
  path: '/newaitext/channel/delete',
  access: 'aitext.channel.delete',
  body: z.object({ ids: z.array(id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: [NO_CHANNEL] } },
});

export const setChannelConfigStatus = defineEndpoint({
  id: 'aitext.channel.status',
  method: 'POST',
  path: '/newaitext/channel/status',
  access: 'aitext.channel.status',
  body: z.object({ ids: z.array(id).min(1).max(100), status: switchValue }),
  response: z.object({ updated: z.number() }),
  example: { body: { ids: [NO_CHANNEL], status: 0 } },
});

/** A new API key replaces the old one at once; the reply is the only time it is shown. */
export const createChannelApiKey = defineEndpoint({
  id: 'aitext.channel.apiKey',
  method: 'POST',
  path: '/newaitext/channel/apiKey',
  access: 'aitext.channel.apiKey',
  body: z.object({ id }),
  response: z.object({ apiKey: z.string(), apiKeyHint: z.string() }),
  example: { body: { id: NO_CHANNEL } },
});

/** A one-time code for /bindPage: six digits, ten minutes, single use; a new code voids the last. */
export const createChannelBindCode = defineEndpoint({
  id: 'aitext.channel.bindCode',
  method: 'POST',
  path: '/newaitext/channel/bindCode',
  access: 'aitext.channel.bindCode',
  body: z.object({ id }),
  response: z.object({ code: z.string(), expiresAt: z.number() }),
  example: { body: { id: NO_CHANNEL } },
});

export const ChannelBinding = z.object({ account: z.string(), boundAt: z.number() });

/** External accounts bound to the channel through /bindPage, newest first. */
export const listChannelBindings = defineEndpoint({
  id: 'aitext.channel.bindings',
  method: 'GET',
  path: '/newaitext/channel/bindings',
  access: 'aitext.channel.get',
  query: z.object({ id }),
  response: z.array(ChannelBinding),
  example: { query: { id: NO_CHANNEL } },
});

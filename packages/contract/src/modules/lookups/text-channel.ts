/**
 * Text-bot scene channels of the caller's tenant (requirements §3 channel type 0 official, 1 test window;
 * §7 aitext-scene/channel/all), and each channel's welcome message: rich text, sanitised on the
 * server before it is stored (the channel deployment screen of the text module edits it).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export const ChannelType = z.union([z.literal(0), z.literal(1)]);
export const WELCOME_MAX_CHARS = 20_000;

export const TextChannel = z.object({
  id: z.string(),
  name: z.string(),
  channelType: ChannelType,
  botId: z.string().nullable(),
  botName: z.string().nullable(),
});
export type TextChannel = z.infer<typeof TextChannel>;

export const listAllTextChannels = defineEndpoint({
  id: 'lookups.textChannel.all',
  method: 'POST',
  path: '/newaitext/aitext-scene/channel/all',
  access: 'lookups.textChannel.list',
  body: z.object({ channelType: ChannelType.optional(), name: z.string().max(64).optional() }),
  response: z.array(TextChannel),
  example: { body: {} },
});

export const Welcome = z.object({ channelId: z.string(), html: z.string() });

export const getTextChannelWelcome = defineEndpoint({
  id: 'lookups.textChannel.welcome',
  method: 'GET',
  path: '/newaitext/aitext-scene/channel/welcome',
  access: 'lookups.textChannel.welcome',
  query: z.object({ channelId: z.string().min(1).max(64) }),
  response: Welcome,
  example: { query: { channelId: 'tch-2001-web' } },
});

/** Stores the welcome message; the reply carries the HTML as stored (after sanitising). */
export const saveTextChannelWelcome = defineEndpoint({
  id: 'lookups.textChannel.saveWelcome',
  method: 'POST',
  path: '/newaitext/aitext-scene/channel/welcome',
  access: 'lookups.textChannel.welcome',
  body: z.object({ channelId: z.string().min(1).max(64), html: z.string().max(WELCOME_MAX_CHARS) }),
  response: Welcome,
  example: { body: { channelId: 'tch-2001-web', html: '<p>您好，请问有什么可以帮您？</p>' } },
});

/**
 * The text bot's enumerations (requirements §3 used as written) and the fixed rules the server, the
 * console and the widget share: channel types and kinds, quick-menu action types, scene types,
 * message roles and kinds, and the input limits of the public chat API.
 */
import { z } from 'zod';

/** requirements §3 channel type: 0 official channel, 1 test window (excluded from statistics by default). */
export const CHANNEL_TYPES = [0, 1] as const;
export const ChannelTypeValue = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
export type ChannelTypeValue = 0 | 1;

/** How a channel is reached: the web widget (public channel key) or the API (secret API key header). */
export const CHANNEL_KINDS = ['widget', 'api'] as const;
export const ChannelKind = z.enum(CHANNEL_KINDS);
export type ChannelKind = z.infer<typeof ChannelKind>;

/** requirements §3 menu action types: 2 link jump, 3 send message, 10 guess-you-want-to-ask, 11 transfer to human. */
export const MENU_ACTIONS = [2, 3, 10, 11] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];
/** Stored, and shown disabled (requirements §3). */
export const DISABLED_MENU_ACTIONS: readonly MenuAction[] = [10, 11];

/** requirements §3 scene types: 1 unknown question, 2 non-text question, 3 thumbs-down, 4 negative emotion, 5 keyword. */
export const SCENES = [1, 2, 3, 4, 5] as const;
export type Scene = (typeof SCENES)[number];
export const SceneValue = z.coerce
  .number()
  .int()
  .min(1)
  .max(5)
  .transform((n) => n as Scene);

/** A session stores its scenes as bits: scene k is bit k − 1. */
export const sceneBit = (s: Scene) => 1 << (s - 1);
export function scenesOf(bits: number): Scene[] {
  return SCENES.filter((s) => (bits & sceneBit(s)) !== 0);
}

/** Who wrote a message: the visitor or the bot. */
export const MESSAGE_ROLES = ['user', 'bot'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/**
 * What a message is. The visitor's: `question` (text), `click` (a "did you mean" candidate chosen),
 * `nontext` (an image or file), `human` (asked for a human). The bot's: `welcome`, `answer` (a
 * knowledge item's or document segment's answer), `suggest` ("did you mean" candidates),
 * `fallback` (the channel's fallback answer), `transfer` (handed to a human).
 */
export const MESSAGE_KINDS = [
  'question',
  'click',
  'nontext',
  'human',
  'welcome',
  'answer',
  'suggest',
  'fallback',
  'transfer',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Visitor messages that make a conversation round (each gets the bot's reply). */
export const ROUND_KINDS: readonly MessageKind[] = ['question', 'click', 'nontext'];

/** What the visitor sends: text, or an image or file (non-text, requirements §3 scene 2). */
export const INPUT_TYPES = ['text', 'image', 'file'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Like (1) or dislike (−1) of an answer. */
export const VOTES = ['like', 'dislike'] as const;
export type Vote = (typeof VOTES)[number];

/** Input limits of the public chat API. */
export const MESSAGE_MAX_CHARS = 500;
export const REASON_MAX_CHARS = 200;
export const VISITOR_ID_MAX = 64;
/** Messages a visitor may send a channel per minute before 170007. */
export const VISITOR_MESSAGES_PER_MINUTE = 30;
/** "Did you mean" candidates offered at most. */
export const SUGGEST_MAX = 3;
/** A bind code: six digits, valid ten minutes, used once. */
export const BIND_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong bind codes tried against one channel within the code's lifetime before 170007. */
export const BIND_MAX_FAILURES = 10;

/** Texts the bot says that no channel configures, in the visitor's language. */
export const BOT_TEXTS = {
  transfer: { zh: '正在为您转接人工客服，请稍候。', en: 'Connecting you to a human agent, please wait.' },
  suggest: { zh: '您是不是想问：', en: 'Did you mean:' },
  nontext: {
    zh: '暂时只能识别文字消息，请用文字描述您的问题。',
    en: 'Only text messages can be understood for now; please describe your question in words.',
  },
  fallback: {
    zh: '抱歉，这个问题我还不会回答，您可以换个说法或转人工客服。',
    en: 'Sorry, I cannot answer that yet; try rewording it or ask for a human agent.',
  },
} as const;

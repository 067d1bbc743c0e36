import type { ButtonCode } from '@zhiyu/contract/registry';

/**
 * The two bot lists share one component and one API, but each screen has its own button codes
 * (`bot.bot.*` on /bot/bot-list and its /iframe twin, `index.bot.*` on /index/bot).
 */
export type BotListAction = 'add' | 'edit' | 'delete' | 'copy' | 'share';

export function botButtonCode(pathname: string, action: BotListAction): ButtonCode {
  return pathname.startsWith('/index/') ? `index.bot.${action}-button` : `bot.bot.${action}-button`;
}

/** The detail page of a bot (requirements §2 /index/botDetail). */
export const botDetailHref = (id: string) => `/index/botDetail?id=${encodeURIComponent(id)}`;

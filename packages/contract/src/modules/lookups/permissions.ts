import { definePermissions } from '../../permissions.ts';

/**
 * Lookups of tenant-owned data (requirements §7). Each interface hangs under the menu that owns the data, so
 * a role granted that menu's interfaces may fill its pickers. Trades and domains are platform
 * reference data and use 'self' (any signed-in user), so they need no code here.
 */
export const LOOKUPS_PERMISSIONS = definePermissions([
  { code: 'lookups.callChannel.list', type: 3, menu: '/aicall/callConfig' },
  { code: 'lookups.bot.list', type: 3, menu: '/index/bot' },
  { code: 'lookups.textChannel.list', type: 3, menu: '/aitext/channelConfig' },
  { code: 'lookups.textChannel.welcome', type: 3, menu: '/aitext/channelConfig' },
  { code: 'lookups.cms.botList', type: 3, menu: '/bot/bot-list' },
  { code: 'lookups.cms.channelList', type: 3, menu: '/bot/bot-list' },
] as const);

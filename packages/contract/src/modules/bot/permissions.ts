import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/**
 * Bots (issue 5 §1). The bot list lives at /bot/bot-list (and its /iframe twin, which maps to it)
 * and at /index/bot; both lists share one set of interfaces (an endpoint accepts either code).
 * The detail page /index/botDetail edits, tests and publishes a bot's flow.
 */
const LIST = ['list', 'create', 'update', 'delete', 'copy', 'share'] as const;
const LIST_BTN = ['add', 'edit', 'delete', 'copy', 'share'] as const;
export const BOT_PERMISSIONS = definePermissions([
  ...screen('bot', '/bot/bot-list', 'bot', LIST, LIST_BTN),
  ...screen('index', '/index/bot', 'bot', LIST, LIST_BTN),
  ...screen(
    'index',
    '/index/botDetail',
    'botDetail',
    ['get', 'save', 'publish', 'versions', 'test'],
    ['save', 'publish'],
  ),
]);

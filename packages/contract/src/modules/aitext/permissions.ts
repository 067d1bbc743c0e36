import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/**
 * The text bot's console (issue 7 §3): channel deployment, session records, service overview and
 * knowledge analysis. The public chat API needs no code: it is authenticated by the channel's key.
 */
export const AITEXT_PERMISSIONS = definePermissions([
  ...screen(
    'aitext',
    '/aitext/channelConfig',
    'channel',
    ['list', 'get', 'create', 'update', 'delete', 'status', 'apiKey', 'bindCode'],
    ['add', 'edit', 'delete', 'status', 'apiKey', 'bindCode'],
  ),
  ...screen('aitext', '/aitext/textSessionRecord', 'session', ['list', 'detail', 'export'], ['export']),
  ...screen('aitext', '/aitext/serviceOverview', 'overview', ['stat'], []),
  ...screen('aitext', '/aitext/knowledgeAnalysis', 'knowledge', ['stat'], []),
]);

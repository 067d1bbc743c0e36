import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Call settings (issue 5 §5): voice engines, numbers, interface callbacks, SMS, about. */
export const SETTING_PERMISSIONS = definePermissions([
  ...screen('aicall', '/aicall/sys-setting', 'voice', ['get', 'update'], ['edit']),
  ...screen('aicall', '/aicall/callConfig', 'line', ['list', 'create', 'update', 'delete'], ['add', 'edit', 'delete']),
  ...screen('aicall', '/aicall/settings', 'callback', ['get', 'update', 'deliveries', 'test'], ['edit', 'test']),
  ...screen(
    'aicall',
    '/aicall/templateMessage',
    'sms',
    ['list', 'create', 'update', 'delete', 'outbox'],
    ['add', 'edit', 'delete'],
  ),
  ...screen('aicall', '/aicall/log', 'about', ['get'], []),
]);

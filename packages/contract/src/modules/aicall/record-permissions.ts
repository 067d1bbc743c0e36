import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Call records, intention levels and inbound calls (issue 5 §4). */
export const RECORD_PERMISSIONS = definePermissions([
  ...screen(
    'aicall',
    '/aicall/call-manage/outbound-record',
    'outboundRecord',
    ['list', 'detail', 'export'],
    ['export', 'full-phone'],
  ),
  ...screen(
    'aicall',
    '/aicall/call-manage/inbound-record',
    'inboundRecord',
    ['list', 'detail', 'export', 'simulate'],
    ['export', 'simulate', 'full-phone'],
  ),
  ...screen(
    'aicall',
    '/aicall/call-manage/intention-degree',
    'intention',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen('aicall', '/aicall/call-manage/intention-detail', 'intentionDetail', ['list', 'export'], ['export']),
]);

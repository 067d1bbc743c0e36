import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Outbound tasks and their details (issue 5 §3). */
export const TASK_PERMISSIONS = definePermissions([
  ...screen(
    'aicall',
    '/aicall/call-manage/outbound-task',
    'task',
    ['list', 'create', 'update', 'delete', 'start', 'pause', 'resume', 'stop', 'copy'],
    ['add', 'edit', 'delete', 'start', 'pause', 'resume', 'stop', 'copy'],
  ),
  ...screen(
    'aicall',
    '/aicall/botTotal/taskDetails',
    'taskDetail',
    ['get', 'customers', 'retry', 'export'],
    ['retry', 'export'],
  ),
]);

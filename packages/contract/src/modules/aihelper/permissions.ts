import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Agent assistant (issue 20): access channels and the agent desk. */
export const AIHELPER_PERMISSIONS = definePermissions([
  ...screen(
    'aihelper',
    '/aihelper/accessChannel',
    'channel',
    ['list', 'create', 'update', 'delete', 'key'],
    ['add', 'edit', 'delete', 'key'],
  ),
  ...screen('aihelper', '/aihelper/accessChannel', 'simulator', ['list', 'start'], ['start']),
  ...screen(
    'aihelper',
    '/aihelper/qulityPoint',
    'qcRule',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen(
    'aihelper',
    '/aihelper/customField',
    'customField',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen(
    'aihelper',
    '/aihelper/agent-assistant',
    'script',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen(
    'aihelper',
    '/aihelper/trigger',
    'trigger',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen('aihelper', '/aihelper/aihelper-records', 'record', ['list', 'export'], ['export']),
  ...screen('aihelper', '/aihelper/qualityRecord', 'qcRecord', ['list', 'review', 'export'], ['review', 'export']),
  ...screen(
    'aihelper',
    '/aihelper/thresholdConfig',
    'threshold',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen(
    'aihelper',
    '/aihelper/agent-assistant',
    'profile',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen('aihelper', '/aihelper/qulityAnalysis', 'qcAnalysis', ['get'], []),
  ...screen('aihelper', '/aihelper/agent', 'agent', ['view'], []),
  ...screen('aihelper', '/aihelper/about-system', 'about', ['get'], []),
  ...screen('aihelper', '/aihelper/auditLogs', 'audit', ['list'], []),
  ...screen('aihelper', '/aihelper/authorization', 'authorization', ['list', 'release'], ['release']),
]);

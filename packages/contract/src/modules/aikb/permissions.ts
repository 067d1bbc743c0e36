import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

const LIBRARY = '/aikb/words-library';

/** Knowledge base (issue 7 §1, §2 operaLog): libraries, label tree, knowledge items, change log. */
export const KB_PERMISSIONS = definePermissions([
  ...screen(
    'aikb',
    LIBRARY,
    'library',
    ['list', 'create', 'update', 'delete', 'status'],
    ['add', 'edit', 'delete', 'status'],
  ),
  ...screen('aikb', LIBRARY, 'category', ['tree', 'create', 'update', 'delete'], ['add', 'edit', 'delete']),
  ...screen(
    'aikb',
    LIBRARY,
    'knowledge',
    ['list', 'get', 'create', 'update', 'delete', 'validity', 'move', 'import', 'export'],
    ['add', 'edit', 'delete', 'validity', 'move', 'import', 'export'],
  ),
  ...screen('aikb', LIBRARY, 'synonym', ['list', 'create', 'update', 'delete'], ['add', 'edit', 'delete']),
  ...screen('aikb', '/aikb/test', 'hitTest', ['ask', 'history', 'rerun', 'delete'], ['ask', 'rerun', 'delete']),
  ...screen('aikb', '/aikb/operaLog', 'operaLog', ['list', 'export'], ['export']),
  ...screen('aikb', '/aikb/knowledgeReport', 'knowledgeReport', ['stat', 'export'], ['export']),
  ...screen('aikb', '/aikb/clicksReport', 'clicksReport', ['stat', 'export'], ['export']),
  ...screen('aikb', '/aikb/likeUnlikeReport', 'likeUnlikeReport', ['stat', 'export'], ['export']),
  ...screen('aikb', '/aikb/highFreeWordsReport', 'highFreeWordsReport', ['stat', 'export'], ['export']),
  ...screen('aikb', '/aikb/usageReport', 'usageReport', ['stat', 'export'], ['export']),
]);

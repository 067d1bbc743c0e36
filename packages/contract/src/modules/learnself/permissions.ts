import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Self-learning (requirements R4): datasets, models, model testing, data flow-back, clustering, diagnosis, similar questions. */
export const LEARNSELF_PERMISSIONS = definePermissions([
  ...screen(
    'learnself',
    '/learnself/model/dataset',
    'dataset',
    ['list', 'create', 'update', 'delete', 'edit', 'version', 'import', 'export'],
    ['add', 'edit', 'delete', 'items', 'version', 'import', 'export', 'toBot'],
  ),
  ...screen(
    'learnself',
    '/learnself/model/modelmanager',
    'model',
    ['list', 'create', 'train', 'delete', 'publish'],
    ['add', 'train', 'delete', 'publish', 'rollback', 'compare', 'inspect'],
  ),
  ...screen('learnself', '/learnself/inspect', 'model', ['inspect'], []),
  ...screen(
    'learnself',
    '/learnself/marking',
    'marking',
    ['list', 'create', 'delete', 'label', 'review', 'commit'],
    ['add', 'delete', 'label', 'review', 'commit'],
  ),
  ...screen('learnself', '/learnself/generate', 'generate', ['run'], ['run']),
  ...screen('learnself', '/learnself/diagnosis', 'diagnosis', ['list', 'run', 'fix'], ['run', 'fix']),
  ...screen('learnself', '/learnself/clustering', 'cluster', ['list', 'run', 'label'], ['run', 'label']),
  ...screen(
    'learnself',
    '/learnself/pastdata',
    'pool',
    ['list', 'export', 'delete', 'rule', 'run'],
    ['export', 'delete', 'rule', 'run'],
  ),
  ...screen('learnself', '/learnself/qa', 'qa', ['list', 'run', 'edit', 'accept'], ['run', 'edit', 'reject', 'accept']),
]);

/**
 * Which part of the app owns each locale namespace (docs/conventions.md §3): a page uses its own
 * area's namespaces and the shared ones, so a namespace is found by the folder that uses it. A new
 * namespace is added here; `owners.test.ts` fails for a locale file or a use not in the map.
 */
export const SHARED_NAMESPACES = [
  'common',
  'table',
  'inputs',
  'upload',
  'excel',
  'picker',
  'editor',
  'realtime',
  'menu',
  'access',
] as const;

/** Namespace → the `modules/<area>` folders that may use it (besides the shared kit). */
export const NAMESPACE_OWNERS: Record<string, readonly string[]> = {
  auth: ['auth', 'admin'],
  embed: ['embed'],
  home: ['index'],
  index: ['index'],
  admin: ['admin'],
  org: ['admin'],
  people: ['admin'],
  brand: ['admin'],
  engine: ['admin'],
  audit: ['admin'],
  callrecord: ['admin'],
  aicall: ['aicall'],
  customer: ['aicall'],
  task: ['aicall'],
  record: ['aicall'],
  callset: ['aicall'],
  databoard: ['aicall'],
  'board-hangup': ['aicall'],
  'board-hot': ['aicall'],
  'board-model': ['aicall'],
  'board-outbound': ['aicall'],
  'board-overview': ['aicall'],
  'board-tags': ['aicall'],
  bot: ['bot'],
  botflow: ['bot'],
  aikb: ['aikb'],
  'aikb-document': ['aikb'],
  'aikb-log': ['aikb'],
  'aikb-report': ['aikb'],
  'aikb-test': ['aikb'],
  'aitext-channel': ['aitext'],
  'aitext-stats': ['aitext'],
  learnself: ['learnself'],
  'learnself-data': ['learnself'],
  'learnself-qa': ['learnself'],
  'learnself-marking': ['learnself'],
  'learnself-tools': ['learnself'],
  aihelper: ['aihelper'],
};

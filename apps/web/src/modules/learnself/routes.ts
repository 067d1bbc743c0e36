import type { PageRoute } from '../../app/route-def.ts';

/** Model testing: the model list's child (opened with a model) and its own menu entry, one chunk. */
const inspect = () => import('./inspect/inspect.page.tsx');

/** /learnself pages (requirements R4: the self-learning platform). */
export default [
  { path: '/learnself/model/dataset', page: () => import('./dataset/dataset.page.tsx') },
  { path: '/learnself/model/modelmanager', page: () => import('./model/model.page.tsx') },
  { path: '/learnself/model/modelmanager/inspect', page: inspect },
  { path: '/learnself/inspect', page: inspect },
  { path: '/learnself/pastdata', page: () => import('./pool/pool.page.tsx') },
  { path: '/learnself/clustering', page: () => import('./cluster/cluster.page.tsx') },
  { path: '/learnself/marking', page: () => import('./marking/marking.page.tsx') },
  { path: '/learnself/diagnosis', page: () => import('./diagnosis/diagnosis.page.tsx') },
  { path: '/learnself/generate', page: () => import('./generate/generate.page.tsx') },
  { path: '/learnself/qa', page: () => import('./qa/qa.page.tsx') },
] satisfies PageRoute[];

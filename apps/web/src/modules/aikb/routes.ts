import type { PageRoute } from '../../app/route-def.ts';

/** /aikb pages (requirements D2: the aikb module); /iframe/aikb/* twins render the same pages bare. */
export default [
  { path: '/aikb/words-library', page: () => import('./words-library/words-library.page.tsx') },
  { path: '/aikb/test', page: () => import('./hit-test/hit-test.page.tsx') },
  { path: '/aikb/operaLog', page: () => import('./opera-log/opera-log.page.tsx') },
  { path: '/aikb/knowledgeReport', page: () => import('./report/knowledge-report.page.tsx') },
  { path: '/aikb/clicksReport', page: () => import('./report/clicks-report.page.tsx') },
  { path: '/aikb/likeUnlikeReport', page: () => import('./report/like-report.page.tsx') },
  { path: '/aikb/highFreeWordsReport', page: () => import('./report/words-report.page.tsx') },
  { path: '/aikb/usageReport', page: () => import('./report/usage-report.page.tsx') },
] satisfies PageRoute[];

import type { PageRoute } from '../../../../app/route-def.ts';

/** Hot topics (issue 6): the intents and unrecognised utterances callees say most. */
export default [
  { path: '/aicall/data-board/hotAnalysis', page: () => import('./hot.page.tsx'), data: () => import('./hot.data.ts') },
] satisfies PageRoute[];

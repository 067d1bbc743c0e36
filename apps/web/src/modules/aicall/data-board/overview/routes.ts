import type { PageRoute } from '../../../../app/route-def.ts';

/** The overview board (issue 6). */
export default [
  { path: '/aicall/data-board/overview', page: () => import('./overview.page.tsx') },
] satisfies PageRoute[];

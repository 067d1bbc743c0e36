import type { PageRoute } from '../../../../app/route-def.ts';

/** The overview board (issue 6). */
export default [
  {
    path: '/aicall/data-board/overview',
    page: () => import('./overview.page.tsx'),
    data: () => import('./overview.data.ts'),
  },
] satisfies PageRoute[];

import type { PageRoute } from '../../../../app/route-def.ts';

/** The outbound board (issue 6). */
export default [
  {
    path: '/aicall/data-board/outbound',
    page: () => import('./outbound.page.tsx'),
    data: () => import('./outbound.data.ts'),
  },
] satisfies PageRoute[];

import type { PageRoute } from '../../../../app/route-def.ts';

/** The hang-up node board (issue 6): who hangs up, and at which node of the flow. */
export default [
  {
    path: '/aicall/data-board/hangupNode',
    page: () => import('./hangup.page.tsx'),
    data: () => import('./hangup.data.ts'),
  },
] satisfies PageRoute[];

import type { PageRoute } from '../../../../app/route-def.ts';

/** Model analysis (issue 6): how well the bot's model recognises callees, per bot version. */
export default [
  {
    path: '/aicall/data-board/modelAnalysis',
    page: () => import('./model.page.tsx'),
    data: () => import('./model.data.ts'),
  },
] satisfies PageRoute[];

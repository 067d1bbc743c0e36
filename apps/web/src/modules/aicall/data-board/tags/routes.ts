import type { PageRoute } from '../../../../app/route-def.ts';

/** The tags board (issue 6): how often each tag rides on the calls, and over time. */
export default [{ path: '/aicall/data-board/tags', page: () => import('./tags.page.tsx') }] satisfies PageRoute[];

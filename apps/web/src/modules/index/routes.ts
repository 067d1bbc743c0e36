import type { PageRoute } from '../../app/route-def.ts';

/** /index: the workspace home, and the workspace pages of the lookups (the user setting page lives in the admin module). */
export default [
  { path: '/index', page: () => import('./home/home.page.tsx') },
  { path: '/index/operating/trade', page: () => import('./operating-trade/trade.page.tsx') },
] satisfies PageRoute[];

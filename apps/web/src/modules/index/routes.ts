import type { PageRoute } from '../../app/route-def.ts';

/** /index workspace pages of the lookups (the user setting page lives in the admin module). */
export default [
  { path: '/index/operating/trade', page: () => import('./operating-trade/trade.page.tsx') },
] satisfies PageRoute[];

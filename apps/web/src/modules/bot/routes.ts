import type { PageRoute } from '../../app/route-def.ts';

/** /bot and the workspace's bot pages: one list component on both list routes, and the detail page. */
const list = () => import('./list/bot-list.page.tsx');
export default [
  { path: '/bot/bot-list', page: list },
  { path: '/index/bot', page: list },
  { path: '/index/botDetail', page: () => import('./detail/bot-detail.page.tsx') },
] satisfies PageRoute[];

import type { PageRoute } from '../../app/route-def.ts';

/** /index and /aiadmin pages (DESIGN §2: the admin module). */
export default [
  { path: '/index/user/setting', page: () => import('./user-setting/setting.page.tsx') },
] satisfies PageRoute[];

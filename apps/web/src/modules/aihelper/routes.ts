import type { PageRoute } from '../../app/route-def.ts';

/**
 * /aihelper pages (the agent assistant module). Only the access channels are built; every other
 * /aihelper nav path still shows the developing page. accessChannel has no /iframe twin (contract nav).
 */
export default [
  { path: '/aihelper/accessChannel', page: () => import('./access-channel/access-channel.page.tsx') },
] satisfies PageRoute[];

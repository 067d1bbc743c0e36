import type { PageRoute } from '../../app/route-def.ts';

/** /aicall pages (DESIGN §2: the aicall module). */
export default [
  { path: '/aicall/crm-filed/list', page: () => import('./crm-filed/crm-filed.page.tsx') },
] satisfies PageRoute[];

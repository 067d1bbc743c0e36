import type { PageRoute } from '../../app/route-def.ts';

/** /aicall pages (requirements D2: the aicall module): attributes and tags, customers, the customer blacklist. */
export default [
  { path: '/aicall/crm-filed/list', page: () => import('./crm-filed/crm-filed.page.tsx') },
  { path: '/aicall/crm/list', page: () => import('./customer/customer.page.tsx') },
  { path: '/aicall/crm-black/list', page: () => import('./customer-blacklist/blacklist.page.tsx') },
] satisfies PageRoute[];

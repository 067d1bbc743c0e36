import type { PageRoute } from '../../../app/route-def.ts';

/** Call records, intention levels and intention details (issue 5 §4). */
export default [
  { path: '/aicall/call-manage/outbound-record', page: () => import('./outbound.page.tsx') },
  { path: '/aicall/call-manage/inbound-record', page: () => import('./inbound.page.tsx') },
  { path: '/aicall/call-manage/intention-degree', page: () => import('./intention.page.tsx') },
  { path: '/aicall/call-manage/intention-detail', page: () => import('./intention-detail.page.tsx') },
] satisfies PageRoute[];

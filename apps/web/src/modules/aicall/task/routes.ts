import type { PageRoute } from '../../../app/route-def.ts';

/** Outbound tasks and task details (issue 5 §3). */
export default [
  { path: '/aicall/call-manage/outbound-task', page: () => import('./task.page.tsx') },
  { path: '/aicall/botTotal/taskDetails', page: () => import('./task-detail.page.tsx') },
] satisfies PageRoute[];

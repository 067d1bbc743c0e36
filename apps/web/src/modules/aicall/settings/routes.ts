import type { PageRoute } from '../../../app/route-def.ts';

/** /aicall settings screens: voice engines, numbers, interface callbacks, SMS templates, about. */
export default [
  { path: '/aicall/sys-setting', page: () => import('./voice.page.tsx') },
  { path: '/aicall/callConfig', page: () => import('./line.page.tsx') },
  { path: '/aicall/settings', page: () => import('./callback.page.tsx') },
  { path: '/aicall/templateMessage', page: () => import('./sms.page.tsx') },
  { path: '/aicall/log', page: () => import('./about.page.tsx') },
] satisfies PageRoute[];

import type { PageRoute } from '../../app/route-def.ts';

/** /index and /aiadmin pages (requirements D2: the admin module). */
export default [
  { path: '/index/user/setting', page: () => import('./user-setting/setting.page.tsx') },
  { path: '/aiadmin/audit', page: () => import('./audit/audit.page.tsx') },
  { path: '/aiadmin/callrecord', page: () => import('./callrecord/callrecord.page.tsx') },
  { path: '/aiadmin/channel/role', page: () => import('./role/channel-role.page.tsx') },
  { path: '/aiadmin/tenant/role', page: () => import('./role/tenant-role.page.tsx') },
  { path: '/aiadmin/tenant/resource', page: () => import('./resource/resource.page.tsx') },
  { path: '/aiadmin/nlp', page: () => import('./engine/nlp.page.tsx') },
  { path: '/aiadmin/speechengine', page: () => import('./engine/speech.page.tsx') },
  { path: '/index/tenant/sip', page: () => import('./sip/sip.page.tsx') },
  { path: '/aiadmin/userManage', page: () => import('./user-manage/user-manage.page.tsx') },
  { path: '/aiadmin/channel/user', page: () => import('./user-manage/channel-user.page.tsx') },
  { path: '/aiadmin/tenant/user', page: () => import('./user-manage/tenant-user.page.tsx') },
  { path: '/aiadmin/channel/add', page: () => import('./channel/channel.page.tsx') },
  { path: '/aiadmin/channel/tenant/list', page: () => import('./tenant/channel-tenants.page.tsx') },
  { path: '/aiadmin/tenant/add', page: () => import('./tenant/tenant.page.tsx') },
  { path: '/aiadmin/tenant/app/list', page: () => import('./app/app.page.tsx') },
  { path: '/aiadmin/module', page: () => import('./module/module.page.tsx') },
  { path: '/aiadmin/OEM', page: () => import('./oem/oem.page.tsx') },
  { path: '/aiadmin/blacklist', page: () => import('./blacklist/blacklist.page.tsx') },
  { path: '/aiadmin/operating/botcase', page: () => import('./botcase/botcase.page.tsx') },
] satisfies PageRoute[];

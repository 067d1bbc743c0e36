import type { PageRoute } from '../../app/route-def.ts';

/** /aitext pages (requirements R9): sessions, service overview, knowledge analysis, channel deployment. */
export default [
  { path: '/aitext/textSessionRecord', page: () => import('./session/session.page.tsx') },
  { path: '/aitext/serviceOverview', page: () => import('./overview/overview.page.tsx') },
  { path: '/aitext/knowledgeAnalysis', page: () => import('./knowledge/knowledge.page.tsx') },
  { path: '/aitext/channelConfig', page: () => import('./channel/channel-config.page.tsx') },
  // /bindPage (requirements §2 public route): binding an external account to a channel, no sign-in.
  { path: '/bindPage', public: true, page: () => import('./bind/bind.page.tsx') },
] satisfies PageRoute[];

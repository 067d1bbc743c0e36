import type { PageRoute } from '../../app/route-def.ts';

/** Public routes of requirements §2: reachable without signing in, outside the layout shell. */
export default [
  { path: '/login', public: true, page: () => import('./login/login.page.tsx') },
  { path: '/singleSignPage', public: true, page: () => import('./sso.page.tsx') },
  { path: '/update-password', public: true, page: () => import('./password/update-password.page.tsx') },
  { path: '/service-agreement', public: true, page: () => import('./agreement/service-agreement.page.tsx') },
  { path: '/privacy-policy', public: true, page: () => import('./agreement/privacy-policy.page.tsx') },
] satisfies PageRoute[];

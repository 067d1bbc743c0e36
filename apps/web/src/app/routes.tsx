import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useHomePath } from '../platform/access/use-home.ts';
import { useQueryCredentials } from '../platform/session/query-credentials.ts';
import { SessionGate } from '../platform/session/session-gate.tsx';
import { lazyPage, loadBare, loadShell } from './lazy.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { bareEntries, publicEntries, shellEntries, type TableEntry } from './route-table.ts';

const Shell = lazyPage(loadShell);
const Bare = lazyPage(loadBare);
const NotFound = lazyPage(() => import('./pages/not-found.page.tsx'));

// One component per route, created once so React keeps lazy state between renders.
const element = (e: TableEntry) => {
  const Page = lazyPage(e.load, e.guard);
  return <Route key={e.path} path={e.path} element={<Page />} />;
};
const publicRoutes = publicEntries.map(element);
const shellRoutes = shellEntries.map(element);
const bareRoutes = bareEntries.map(element);

function RequireSession() {
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}

/** requirements §2: / leads to /login, or, signed in, on to the user's home. */
function Home() {
  const home = useHomePath();
  return <Navigate to={home} replace />;
}

function RootRedirect() {
  return (
    <SessionGate>
      <Home />
    </SessionGate>
  );
}

/** Every route of requirements §2. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // requirements §2, on every navigation, before any guard reads the session.
  useQueryCredentials();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<RootRedirect />} />
          {publicRoutes}
          <Route element={<RequireSession />}>
            <Route element={<Shell />}>{shellRoutes}</Route>
            <Route element={<Bare />}>{bareRoutes}</Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

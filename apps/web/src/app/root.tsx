import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigate } from '../platform/navigation.ts';
import { applyBranding, brandTitle } from '../platform/page-title.ts';
import { useSessionVersion } from '../platform/session/use-session.ts';
import { AppRoutes } from './routes.tsx';

/** The brand part of the tab's title (platform/page-title.ts). */
export const documentTitle = brandTitle;

function useDocumentBranding() {
  const version = useSessionVersion();
  useEffect(() => {
    void version;
    applyBranding();
  }, [version]);
}

/** Lets the request layer navigate through the router (a toast shown before /login survives). */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, opts) => void navigate(to, opts)), [navigate]);
  return null;
}

export function Root() {
  useDocumentBranding();
  return (
    <>
      <NavigateBridge />
      <AppRoutes />
    </>
  );
}

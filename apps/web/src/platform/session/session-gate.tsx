import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { loadGrant, needsGrant } from './grant-loader.ts';
import { getString, isSignedIn } from './storage.ts';
import { useSessionVersion } from './use-session.ts';

/**
 * What the signed-in routes render inside: /login without a credential; while a credential from the
 * query has no grant yet, a loading state until it is loaded (a refused one clears the session and
 * lands here on /login); then the page, which reads the grant (menus, route guard).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  useSessionVersion();
  const { t } = useTranslation('auth');
  const signedIn = isSignedIn();
  const missing = needsGrant();
  const token = getString(STORAGE_KEYS.authorization);
  useEffect(() => {
    if (missing && token) void loadGrant();
  }, [missing, token]);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (missing) {
    return (
      <div
        data-testid="session-loading"
        aria-busy="true"
        style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#888' }}
      >
        {t('sso.signingIn')}
      </div>
    );
  }
  return children;
}

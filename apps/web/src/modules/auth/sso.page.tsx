import { getSession } from '@zhiyu/contract/modules/admin/auth';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath } from '../../platform/access/nav.ts';
import { call } from '../../platform/request/call.ts';
import { scheduleRefresh } from '../../platform/request/refresh.ts';
import { storeGrant } from '../../platform/session/grant.ts';
import { clearSession, isSignedIn } from '../../platform/session/storage.ts';

/**
 * requirements §2 single sign-on: the root loader already stored the query's token; exchange it for the
 * session's grant, then go home. Any failure lands on /login with nothing half-stored.
 */
export default function SsoPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    if (!isSignedIn()) {
      navigate('/login', { replace: true });
      return;
    }
    call(getSession)
      .then((grant) => {
        if (!live) return;
        storeGrant(grant);
        scheduleRefresh();
        navigate(homePath(grant.nav_data), { replace: true });
      })
      .catch(() => {
        if (!live) return;
        clearSession();
        navigate('/login', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={t('sso.signingIn')}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}

import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginConfig } from '../../../platform/oem.ts';
import { LoginFrame } from '../login/login-frame.tsx';

/** Agreement texts come with the login page config, so OEM channels can replace them. */
export function AgreementView({ kind }: { kind: 'service' | 'privacy' }) {
  const { t } = useTranslation('menu');
  const cfg = useLoginConfig();
  const title = t(kind === 'service' ? '/service-agreement' : '/privacy-policy');
  return (
    <LoginFrame oem={cfg.data?.oem}>
      <h2 style={{ marginTop: 0 }}>{title}</h2>
      {cfg.data ? (
        <div style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto', lineHeight: 1.8 }}>
          {cfg.data.agreement[kind]}
        </div>
      ) : (
        <Skeleton active />
      )}
    </LoginFrame>
  );
}

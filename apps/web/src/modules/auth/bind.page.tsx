import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginFrame } from './login/login-frame.tsx';

/**
 * /bindPage belongs to the text module (binding a channel account to the console). Until that module
 * exists there is nothing to bind to, so this page says so plainly instead of offering a dead form.
 */
export default function BindPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <LoginFrame>
      <Result
        status="info"
        title={t('bind.title')}
        subTitle={t('bind.explain')}
        extra={<Button onClick={() => navigate('/login')}>{t('bind.toLogin')}</Button>}
      />
    </LoginFrame>
  );
}

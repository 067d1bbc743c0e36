import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHomePath } from '../../platform/access/use-home.ts';

/** A route outside the user's nav_data (requirements §6): a clear 403, never a blank page. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <Result
      status="403"
      title={t('common:forbidden.title')}
      subTitle={t('common:forbidden.sub')}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          {t('common:backHome')}
        </Button>
      }
    />
  );
}

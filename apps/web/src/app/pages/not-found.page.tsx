import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHomePath } from '../../platform/access/use-home.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <Result
      status="404"
      title={t('common:notFound.title')}
      subTitle={t('common:notFound.sub')}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          {t('common:backHome')}
        </Button>
      }
    />
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * SPEC §2 breadcrumb: the second-to-last item goes back, the last item reloads the page, and a
 * back icon goes back. Items before those are directory names only.
 */
export function PageBreadcrumb({ names }: { names: string[] }) {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const last = names.length - 1;
  const items = names.map((key, i) => {
    const title = t(key);
    if (i === last)
      return { title: <Typography.Link onClick={() => window.location.reload()}>{title}</Typography.Link> };
    if (i === last - 1) return { title: <Typography.Link onClick={() => navigate(-1)}>{title}</Typography.Link> };
    return { title };
  });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Button
        type="text"
        size="small"
        icon={<ArrowLeftOutlined />}
        aria-label={t('common:back')}
        onClick={() => navigate(-1)}
      />
      <Breadcrumb items={items} />
    </div>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// A link-styled button: these items act (back, reload) rather than point somewhere.
function CrumbLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onClick}>
      {children}
    </Button>
  );
}

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
    if (i === last) return { title: <CrumbLink onClick={() => window.location.reload()}>{title}</CrumbLink> };
    if (i === last - 1) return { title: <CrumbLink onClick={() => navigate(-1)}>{title}</CrumbLink> };
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

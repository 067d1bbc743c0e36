import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../platform/access/nav.ts';

// A link-styled button: these items act (back, reload) rather than point somewhere.
function CrumbLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * A page's own name: the menu's, unless the page names itself otherwise (menu key `<path>#page`),
 * as the list behind the menu item "new channel" is titled "channels".
 */
export const pageName = (t: TFunction, key: string) => t([`${key}#page`, key]);

/**
 * requirements §2 breadcrumb: the second-to-last item goes back, the last item reloads the page, and a
 * back icon goes back. Items before those are directory names only, except the workspace home
 * (the workspace), which opens the home wherever it stands.
 */
export function PageBreadcrumb({ names }: { names: string[] }) {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const last = names.length - 1;
  const items = names.map((key, i) => {
    const title = pageName(t, key);
    if (i === last) return { title: <CrumbLink onClick={() => window.location.reload()}>{title}</CrumbLink> };
    if (key === HOME_PATH) return { title: <CrumbLink onClick={() => navigate(HOME_PATH)}>{title}</CrumbLink> };
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

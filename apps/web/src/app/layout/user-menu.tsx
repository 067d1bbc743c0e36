import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@zhiyu/contract/modules/admin/auth';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../platform/request/call.ts';
import { stopRefresh } from '../../platform/request/refresh.ts';
import { clearSession } from '../../platform/session/storage.ts';
import { useUserInfo } from '../../platform/session/use-session.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const navigate = useNavigate();
  const client = useQueryClient();

  const signOut = async () => {
    // The local session ends even if the server cannot be told (requirements §4).
    await call(logout, { silent: true }).catch(() => undefined);
    stopRefresh();
    clearSession();
    client.clear();
    navigate('/login', { replace: true });
  };

  const items: MenuProps['items'] = [
    { key: 'setting', label: t('common:user.setting'), onClick: () => navigate('/index/user/setting') },
    { key: 'password', label: t('common:user.password'), onClick: () => navigate('/update-password') },
    { type: 'divider' },
    {
      key: 'logout',
      label: <span data-testid="logout">{t('common:user.logout')}</span>,
      onClick: () => void signOut(),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" data-testid="user-menu" icon={<UserOutlined />}>
        {user?.nickname || user?.username}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

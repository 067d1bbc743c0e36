import type { LoginLog } from '@zhiyu/contract/modules/admin/user';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { parseUserAgent } from './user-agent.ts';

export function loginLogColumns(t: TFunction): ColumnsType<LoginLog> {
  return [
    {
      title: t('logs.time'),
      dataIndex: 'time',
      width: 180,
      render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('logs.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('logs.result'),
      dataIndex: 'success',
      width: 100,
      render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{ok ? t('logs.ok') : t('logs.failed')}</Tag>,
    },
    { title: t('logs.reason'), dataIndex: 'reason', width: 200, render: (r: string | null) => r ?? '-' },
    {
      title: t('logs.userAgent'),
      dataIndex: 'userAgent',
      ellipsis: true,
      render: (ua: string) =>
        ua ? (
          <Tooltip title={ua}>
            <span data-testid="login-log-agent">{describeUserAgent(t, ua)}</span>
          </Tooltip>
        ) : (
          '-'
        ),
    },
  ];
}

/** "Chrome 131 · Windows 10", "Safari · iOS 17", "WeChat · Android 14"; the raw string shows on hover. */
export function describeUserAgent(t: TFunction, ua: string): string {
  const u = parseUserAgent(ua);
  const text = [u.app ? t(`ua.app.${u.app}`) : u.browser, u.system].filter(Boolean).join(' · ');
  return text || t('ua.unknown');
}

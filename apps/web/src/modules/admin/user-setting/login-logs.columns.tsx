import type { LoginLog } from '@zhiyu/contract/modules/admin/user';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

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
    { title: t('logs.userAgent'), dataIndex: 'userAgent', ellipsis: true },
  ];
}

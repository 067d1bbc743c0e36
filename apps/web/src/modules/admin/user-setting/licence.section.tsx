import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getLicenceInfo } from '@zhiyu/contract/modules/admin/public';
import { Descriptions, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LicenceUpload } from '../../../components/licence/licence-upload.tsx';
import { call } from '../../../platform/request/call.ts';

export const licenceKey = ['admin', 'licence'] as const;

/**
 * The installed licence and its replacement, on a platform operator's settings page. While a valid
 * licence is installed the server takes a new one from an operator only; the file is sent as it is
 * and checked there (signature, expiry), its refusal shown as the server's message.
 */
export default function LicenceSection() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const q = useQuery({ queryKey: licenceKey, queryFn: () => call(getLicenceInfo) });
  if (q.isPending) return <Skeleton active />;
  const l = q.data;
  return (
    <>
      {l ? (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('licence.customer')}>{l.customer}</Descriptions.Item>
          <Descriptions.Item label={t('licence.modules')}>{l.modules.join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t('licence.seats')}>{l.seats}</Descriptions.Item>
          <Descriptions.Item label={t('licence.expiresAt')}>
            {dayjs(l.expiresAt).format('YYYY-MM-DD HH:mm')}
            {l.expiresAt <= Date.now() ? ` (${t('licence.expired')})` : ''}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph type="secondary">{t('licence.none')}</Typography.Paragraph>
      )}
      <LicenceUpload
        onDone={(licence) => {
          client.setQueryData(licenceKey, licence);
        }}
      />
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getLicenceInfo, updateLicense } from '@zhiyu/contract/modules/admin/public';
import { Button, Descriptions, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { notifySuccess } from '../../../platform/request/success.ts';

export const licenceKey = ['admin', 'licence'] as const;

/**
 * The installed licence and its replacement, on a platform operator's settings page. While a valid
 * licence is installed the server takes a new one from an operator only; the file is sent as it is
 * and checked there (signature, expiry), its refusal shown as the server's message.
 */
export default function LicenceSection() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const q = useQuery({ queryKey: licenceKey, queryFn: () => call(getLicenceInfo) });
  const upload = useMutation({
    mutationFn: async (file: File) => call(updateLicense, { body: { licence: (await file.text()).trim() } }),
    onSuccess: (licence) => {
      client.setQueryData(licenceKey, licence);
      notifySuccess();
    },
  });
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload.mutate(file);
  };
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
      <input
        ref={input}
        type="file"
        accept=".json,.lic,.txt"
        hidden
        onChange={picked}
        aria-label={t('licence.upload')}
      />
      <Button loading={upload.isPending} onClick={() => input.current?.click()}>
        {t('licence.upload')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('licence.hint')}
      </Typography.Paragraph>
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CALLBACK_EVENTS,
  DELIVERY_STATUSES,
  type DeliveryRow,
  listDeliveries,
} from '@zhiyu/contract/modules/aicall/callback';
import { Button, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { CallbackForm } from './callback.form.tsx';
import { fetchDeliveries, retry, settingKeys } from './settings.api.ts';

const COLORS = { pending: 'processing', ok: 'success', failed: 'error' } as const;

/** A stored failure reason (timeout, refused, http, network:<code>, …) in the reader's language. */
export function errorText(t: TFunction, row: Pick<DeliveryRow, 'error' | 'responseStatus'>): string {
  if (!row.error) return '';
  const [key, detail] = row.error.split(':');
  const text = t(`delivery.error.${key}`, { status: row.responseStatus ?? '', defaultValue: key });
  return detail ? `${text} (${detail})` : text;
}

function deliveryColumns(t: TFunction): SchemaColumn<DeliveryRow>[] {
  return [
    {
      dataIndex: 'status',
      title: t('delivery.status'),
      valueType: 'select',
      valueEnum: Object.fromEntries(
        DELIVERY_STATUSES.map((s) => [s, { text: t(`delivery.status.${s}`), color: COLORS[s] }]),
      ),
      in: ['search', 'table'],
      width: 100,
    },
    {
      dataIndex: 'event',
      title: t('delivery.event'),
      valueType: 'select',
      valueEnum: Object.fromEntries(CALLBACK_EVENTS.map((e) => [e, t(`delivery.event.${e}`)])),
      in: ['table'],
      width: 110,
    },
    { dataIndex: 'recordId', title: t('delivery.record'), in: ['table'], width: 200 },
    { dataIndex: 'attempts', title: t('delivery.attempts'), valueType: 'number', in: ['table'], width: 90 },
    { dataIndex: 'responseStatus', title: t('delivery.httpStatus'), in: ['table'], width: 100 },
    {
      dataIndex: 'error',
      title: t('delivery.error'),
      in: ['table'],
      width: 220,
      render: (_, row) => <Typography.Text type="danger">{errorText(t, row)}</Typography.Text>,
    },
    { dataIndex: 'nextAttemptAt', title: t('delivery.nextAttempt'), valueType: 'date', in: ['table'], width: 170 },
    {
      dataIndex: 'createdAt',
      title: t('delivery.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 170,
    },
    {
      dataIndex: 'updatedAt',
      title: t('delivery.updatedAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 170,
    },
  ];
}

/** /aicall/settings: the result callback, a test push, and the delivery log. */
export default function CallbackPage() {
  const { t } = useTranslation('callset');
  const qc = useQueryClient();
  const columns = useMemo(() => deliveryColumns(t), [t]);
  const again = useMutation({
    mutationFn: retry,
    onSuccess: async () => {
      notifySuccess();
      await qc.invalidateQueries({ queryKey: settingKeys.deliveries });
    },
  });
  return (
    <PageContainer>
      <Section title={t('callback.title')}>
        <CallbackForm />
      </Section>
      <Section title={t('delivery.title')} style={{ marginTop: 16 }}>
        <SchemaTable
          columns={columns}
          queryKey={settingKeys.deliveries}
          list={listDeliveries}
          request={fetchDeliveries}
          actions={{
            title: t('actions'),
            width: 100,
            render: (row) =>
              row.status === 'ok' ? null : (
                <Can code="aicall.callback.edit-button">
                  <Button type="link" size="small" onClick={() => again.mutate(row.id)}>
                    {t('delivery.retry')}
                  </Button>
                </Can>
              ),
          }}
        />
      </Section>
    </PageContainer>
  );
}

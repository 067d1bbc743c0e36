import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSeats, releaseSeat, type SeatHolder, type SeatOverview } from '@zhiyu/contract/modules/aihelper/seat';
import { Alert, Button, Descriptions, Popconfirm, Progress, Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LicenceUpload } from '../../../components/licence/licence-upload.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { call } from '../../../platform/request/call.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { useCurrentOrg, useUserInfo } from '../../../platform/session/use-session.ts';

const seatKeys = ['aihelper', 'seats'] as const;
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** The installed licence: its customer, modules, seats and expiry; or why there is none in force. */
function LicenceFacts({ o, t }: { o: SeatOverview; t: TFunction }) {
  if (!o.licence) return <Alert type="warning" showIcon data-testid="licence-none" title={t('seat.none')} />;
  const l = o.licence;
  return (
    <>
      {o.state === 'expired' && <Alert type="error" showIcon title={t('seat.expired')} style={{ marginBottom: 12 }} />}
      {!o.licensed && <Alert type="error" showIcon title={t('seat.unlicensed')} style={{ marginBottom: 12 }} />}
      <Descriptions column={2} size="small" bordered data-testid="licence-facts">
        <Descriptions.Item label={t('seat.customer')}>{l.customer}</Descriptions.Item>
        <Descriptions.Item label={t('seat.seats')}>{l.seats}</Descriptions.Item>
        <Descriptions.Item label={t('seat.modules')}>
          {l.modules.map((m) => (
            <Tag key={m}>{m}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('seat.expiresAt')}>{time(l.expiresAt)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

/**
 * /aihelper/authorization: the licence in force, the agent desk's seats in use and who holds them
 * (the tenant's agents; every tenant's for a platform operator), with a button to free a holder's seat. A
 * platform operator also installs a new licence file here (as on My settings).
 */
export default function AuthorizationPage() {
  const { t } = useTranslation('aihelper');
  const { t: tc } = useTranslation('common');
  const client = useQueryClient();
  const user = useUserInfo();
  const org = useCurrentOrg();
  const operator = !!user && user.channelId === null && user.tenantId === null && org?.type !== 'tenant';
  const q = useQuery({ queryKey: seatKeys, queryFn: () => call(getSeats) });
  const release = useMutation({
    mutationFn: (userId: string) => call(releaseSeat, { body: { userId } }),
    onSuccess: async () => {
      notifySuccess();
      await client.invalidateQueries({ queryKey: seatKeys });
    },
  });
  const o = q.data;
  const columns = [
    { dataIndex: 'username', title: t('seat.holder'), width: 160 },
    ...(operator ? [{ dataIndex: 'tenantId', title: t('seat.tenant'), width: 120 }] : []),
    { dataIndex: 'since', title: t('seat.since'), width: 180, render: (v: number) => time(v) },
    { dataIndex: 'lastSeenAt', title: t('seat.lastSeen'), width: 180, render: (v: number) => time(v) },
    {
      key: 'actions',
      title: t('records.actions'),
      width: 110,
      render: (_: unknown, h: SeatHolder) => (
        <Can code="aihelper.authorization.release-button">
          <Popconfirm
            title={t('seat.releaseConfirm', { name: h.username })}
            okText={tc('ok')}
            cancelText={tc('cancel')}
            onConfirm={() => release.mutate(h.userId)}
          >
            <Button type="link" size="small" danger data-testid="seat-release">
              {t('seat.release')}
            </Button>
          </Popconfirm>
        </Can>
      ),
    },
  ];
  return (
    <PageContainer>
      {q.isError ? (
        <Alert type="error" showIcon title={t('seat.loadFailed')} />
      ) : !o ? (
        <Skeleton active />
      ) : (
        <>
          <Section title={t('seat.licence')} style={{ marginBottom: 16 }}>
            <LicenceFacts o={o} t={t} />
            {operator && (
              <div style={{ marginTop: 12 }}>
                <LicenceUpload
                  testId="licence-upload"
                  onDone={() => client.invalidateQueries({ queryKey: seatKeys })}
                />
              </div>
            )}
          </Section>
          <Section title={t('seat.inUse')}>
            <div data-testid="seat-usage" style={{ marginBottom: 12 }}>
              {o.seats === null
                ? t('seat.usageUnlimited', { n: o.inUse })
                : t('seat.usage', { n: o.inUse, seats: o.seats })}
              {o.seats !== null && (
                <Progress percent={Math.round((o.inUse / Math.max(1, o.seats)) * 100)} style={{ maxWidth: 360 }} />
              )}
            </div>
            <Table<SeatHolder>
              rowKey="userId"
              size="small"
              columns={columns}
              dataSource={o.holders}
              pagination={false}
              locale={{ emptyText: t('seat.noHolders') }}
              data-testid="seat-holders"
            />
          </Section>
        </>
      )}
    </PageContainer>
  );
}

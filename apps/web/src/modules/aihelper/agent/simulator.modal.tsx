import { useMutation, useQuery } from '@tanstack/react-query';
import { listAccessChannels } from '@zhiyu/contract/modules/aihelper/channel';
import { listSimulatorScenarios, startSimulation } from '@zhiyu/contract/modules/aihelper/simulator';
import { Alert, Flex, Radio, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { call } from '../../../platform/request/call.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import { deskKeys } from './desk.api.ts';

/** The paces offered: 1 is the natural pace of a recogniser. */
export const SPEEDS = [1, 2, 5, 10] as const;

const readChannels = () =>
  call(listAccessChannels, { query: { pageNum: 1, pageSize: 100, kind: 'simulator' } }).then((p) => p.list);

/**
 * Simulated calls: plays one of the built-in dialogues to the signed-in agent through a simulator channel,
 * at the pace chosen, so the desk can be tried with no telephony at all.
 */
export function SimulatorModal({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (callId: string) => void;
}) {
  const { t, i18n } = useTranslation('aihelper-desk');
  const user = useUserInfo();
  const en = i18n.language === 'en-US';
  const scenarios = useQuery({
    queryKey: deskKeys.scenarios(),
    queryFn: () => call(listSimulatorScenarios),
    enabled: open,
  });
  const channels = useQuery({ queryKey: deskKeys.simulatorChannels(), queryFn: readChannels, enabled: open });
  const [scenario, setScenario] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const [speed, setSpeed] = useState<number>(1);
  const scenarioId = scenario ?? scenarios.data?.[0]?.id ?? null;
  const channelId = channel ?? channels.data?.[0]?.id ?? null;
  const start = useMutation({
    mutationFn: () =>
      call(startSimulation, {
        body: { channelId: channelId ?? '', scenario: scenarioId ?? '', agent: user?.username ?? '', speed },
      }),
    onSuccess: (r) => onStarted(r.callId),
  });
  const noChannel = channels.isSuccess && channels.data.length === 0;
  return (
    <AppModal
      open={open}
      title={t('sim.title')}
      onCancel={onClose}
      okText={t('sim.start')}
      cancelText={t('sim.cancel')}
      onOk={() => start.mutate()}
      okButtonProps={{
        disabled: !scenarioId || !channelId || !user?.username,
        loading: start.isPending,
        'data-testid': 'sim-start',
      }}
      destroyOnHidden
    >
      <Flex vertical gap={16} data-testid="sim-modal">
        <Typography.Text type="secondary">{t('sim.intro', { agent: user?.username ?? '' })}</Typography.Text>
        <div>
          <Typography.Text strong>{t('sim.scenario')}</Typography.Text>
          {scenarios.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : (
            <Radio.Group
              value={scenarioId}
              onChange={(e) => setScenario(e.target.value)}
              style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}
              data-testid="sim-scenarios"
            >
              {(scenarios.data ?? []).map((s) => (
                <Radio key={s.id} value={s.id} data-scenario={s.id}>
                  {en ? s.title.en : s.title.zh}
                  <Typography.Text type="secondary">
                    {' · '}
                    {t(s.direction === 'in' ? 'call.in' : 'call.out')}
                    {' · '}
                    {t('sim.seconds', { n: s.seconds })}
                  </Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          )}
        </div>
        <div>
          <Typography.Text strong>{t('sim.channel')}</Typography.Text>
          {noChannel ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 6 }}
              data-testid="sim-no-channel"
              title={t('sim.noChannel')}
              description={<Link to="/aihelper/accessChannel">{t('sim.addChannel')}</Link>}
            />
          ) : (
            <Select
              value={channelId ?? undefined}
              loading={channels.isPending}
              onChange={(v: string) => setChannel(v)}
              options={(channels.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: '100%', marginTop: 6 }}
              data-testid="sim-channel"
            />
          )}
        </div>
        <div>
          <Typography.Text strong>{t('sim.speed')}</Typography.Text>
          <div style={{ marginTop: 6 }}>
            <Radio.Group
              optionType="button"
              value={speed}
              onChange={(e) => setSpeed(e.target.value)}
              options={SPEEDS.map((n) => ({ value: n, label: t(n === 1 ? 'sim.natural' : 'sim.times', { n }) }))}
              data-testid="sim-speed"
            />
          </div>
        </div>
      </Flex>
    </AppModal>
  );
}

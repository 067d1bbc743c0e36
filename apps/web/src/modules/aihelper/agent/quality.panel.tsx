import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import type { QcAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { Badge, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineOf, mmss } from './desk.api.ts';
import { DeskCard } from './desk-card.tsx';

/** How long a new alert stays flashed, and its notice shown. */
export const FRESH_MS = 4000;
const TAG: Record<QcAlert['severity'], string> = { info: 'blue', warning: 'orange', critical: 'red' };
const FLASH_CSS = '@keyframes zy-desk-flash{0%,100%{box-shadow:none}50%{box-shadow:0 0 0 3px rgba(250,140,22,.45)}}';

/**
 * Alerts that were not there when the panel first read the conversation, for FRESH_MS each: the
 * ones already raised when the agent opens the desk are not news.
 */
function useFresh(conv: AgentConversation): Set<string> {
  const seen = useRef<{ conv: string; ids: Set<string> } | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    const ids = conv.alerts.map((a) => a.id);
    if (seen.current?.conv !== conv.id) {
      seen.current = { conv: conv.id, ids: new Set(ids) };
      setFresh(new Set());
      return;
    }
    const known = seen.current.ids;
    const added = ids.filter((id) => !known.has(id));
    if (!added.length) return;
    for (const id of added) known.add(id);
    setFresh((f) => new Set([...f, ...added]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((f) => new Set([...f].filter((id) => !added.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
  }, [conv]);
  return fresh;
}

function AlertItem({ conv, alert, fresh }: { conv: AgentConversation; alert: QcAlert; fresh: boolean }) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const colour = { info: token.colorInfo, warning: token.colorWarning, critical: token.colorError }[alert.severity];
  const bg = { info: token.colorInfoBg, warning: token.colorWarningBg, critical: token.colorErrorBg }[alert.severity];
  const line = lineOf(conv, alert.utteranceId);
  return (
    <div
      data-testid="qc-alert"
      data-severity={alert.severity}
      data-fresh={fresh}
      style={{
        borderLeft: `4px solid ${colour}`,
        background: bg,
        borderRadius: token.borderRadius,
        padding: '6px 10px',
        animation: fresh ? 'zy-desk-flash 0.8s ease-in-out 3' : undefined,
      }}
    >
      <Flex align="center" justify="space-between" gap={6} wrap>
        <Flex align="center" gap={6} wrap style={{ minWidth: 0 }}>
          <Tag color={TAG[alert.severity]} style={{ margin: 0 }}>
            {t(`severity.${alert.severity}`)}
          </Tag>
          <strong data-testid="qc-alert-rule">{alert.ruleName}</strong>
          {fresh && (
            <Tag color="volcano" style={{ margin: 0 }}>
              {t('qc.new')}
            </Tag>
          )}
        </Flex>
        <span style={{ fontFamily: 'monospace', color: token.colorTextTertiary }} title={t('qc.atTitle')}>
          {mmss(alert.atMs)}
        </span>
      </Flex>
      {alert.detail && (
        <div style={{ marginTop: 2 }} data-testid="qc-alert-detail">
          {alert.detail}
        </div>
      )}
      {line && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, display: 'block', marginTop: 2 }}>
          {t(line.speaker === 'agent' ? 'qc.lineAgent' : 'qc.lineCustomer', { text: line.text })}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * Real-time QC: the alerts the tenant's real-time rules raised in the call, newest first, coloured by
 * severity, each with its rule, what broke it and when in the call. A new one flashes and is
 * announced for a few seconds.
 */
export function QualityPanel({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const fresh = useFresh(conv);
  const alerts = conv.alerts.slice().sort((a, b) => b.atMs - a.atMs);
  const newest = alerts.find((a) => fresh.has(a.id));
  return (
    <DeskCard
      title={
        <Flex align="center" gap={8}>
          {t('qc.title')}
          <Badge count={alerts.length} showZero={false} overflowCount={99} data-testid="qc-count" />
        </Flex>
      }
      testId="desk-quality"
    >
      <style>{FLASH_CSS}</style>
      <div role="status" aria-live="assertive" data-testid="qc-notice">
        {newest && (
          <Typography.Text type="danger" strong style={{ display: 'block', marginBottom: 8 }}>
            {t('qc.notice', { name: newest.ruleName })}
          </Typography.Text>
        )}
      </div>
      {alerts.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(conv.state === 'live' ? 'qc.emptyLive' : 'qc.emptyEnded')}
        />
      ) : (
        <Flex vertical gap={8}>
          {alerts.map((a) => (
            <AlertItem key={a.id} conv={conv} alert={a} fresh={fresh.has(a.id)} />
          ))}
        </Flex>
      )}
    </DeskCard>
  );
}

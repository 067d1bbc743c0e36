import { SUPERVISOR_ALERT_TOPIC, type SupervisorAlert } from '@zhiyu/contract/modules/aihelper/qc';
import type { RealtimeMessage } from '@zhiyu/contract/realtime';
import { Button, notification } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealtime } from '../../../platform/realtime/store.ts';
import { mmss } from '../agent/desk.api.ts';

/** At most this many alerts are on screen at once; the oldest goes first. */
const MAX_SHOWN = 4;

/**
 * Supervisor alerts (docs/aihelper-desk.md): each critical QC alert and trigger alert of the
 * tenant's calls, as it arrives on the real-time channel, pops up in the corner of any page, with
 * the agent, the skill group, the masked number and the time in the call, and opens the
 * conversation. Alerts that arrived before the page was drawn are not shown again.
 */
export default function SupervisorAlerts() {
  const { t } = useTranslation('aihelper-desk');
  const navigate = useNavigate();
  const [api, holder] = notification.useNotification({ maxCount: MAX_SHOWN, stack: { threshold: 2 } });
  const { messages } = useRealtime<SupervisorAlert>(SUPERVISOR_ALERT_TOPIC);
  const seen = useRef<WeakSet<RealtimeMessage> | null>(null);
  useEffect(() => {
    if (!seen.current) {
      seen.current = new WeakSet(messages);
      return;
    }
    for (const m of messages) {
      if (seen.current.has(m)) continue;
      seen.current.add(m);
      const a = m.payload;
      const key = `${a.conversationId}:${a.source}:${a.name}:${a.atMs}`;
      const open = () => {
        api.destroy(key);
        navigate(`/aihelper/aihelper-records?conversation=${encodeURIComponent(a.conversationId)}`);
      };
      api[a.severity === 'critical' ? 'error' : 'warning']({
        key,
        title: t(`supervisor.title.${a.source}`, { name: a.name }),
        description: (
          <div data-testid="supervisor-alert">
            <div>{a.text}</div>
            <div style={{ color: 'rgba(0,0,0,0.45)', marginTop: 4 }}>
              {t('supervisor.who', {
                agent: a.agent || t('supervisor.noAgent'),
                group: a.skillGroup || '-',
                number: a.customerNumber || t('call.unknownNumber'),
                at: mmss(a.atMs),
              })}
            </div>
          </div>
        ),
        actions: (
          <Button type="primary" size="small" onClick={open} data-testid="supervisor-open">
            {t('supervisor.open')}
          </Button>
        ),
        duration: 10,
        placement: 'bottomRight',
      });
    }
  }, [messages, api, navigate, t]);
  return holder;
}

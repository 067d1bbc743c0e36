import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { mmss } from './desk.api.ts';

/** How many of the latest trigger notes the desk shows. */
export const NOTES_SHOWN = 3;

/**
 * What triggers told the agent: each tip, and each alert raised to the supervisors, newest first,
 * with the trigger's name and the time in the call.
 */
export function TriggerNotes({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const notes = conv.triggers
    .flatMap((f) =>
      f.actions.flatMap((a) =>
        a.kind === 'tip' || a.kind === 'alert'
          ? [{ key: `${f.triggerId}-${a.kind}-${a.text}`, fire: f, action: a }]
          : [],
      ),
    )
    .reverse()
    .slice(0, NOTES_SHOWN);
  if (!notes.length) return null;
  return (
    <Flex vertical gap={6} style={{ marginBottom: 12 }} data-testid="trigger-notes">
      {notes.map(({ key, fire, action }) => (
        <Alert
          key={key}
          type={action.kind === 'alert' ? 'warning' : 'info'}
          showIcon
          data-testid="trigger-note"
          data-kind={action.kind}
          title={action.kind === 'alert' ? t('trigger.alerted', { text: action.text }) : action.text}
          description={t('trigger.from', { name: fire.name, time: mmss(fire.atMs) })}
          style={{ padding: '6px 10px' }}
        />
      ))}
    </Flex>
  );
}

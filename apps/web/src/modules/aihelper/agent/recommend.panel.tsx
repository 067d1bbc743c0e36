import { useMutation } from '@tanstack/react-query';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { markScriptUsed, type Recommendation } from '@zhiyu/contract/modules/aihelper/script';
import { Button, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { lineOf } from './desk.api.ts';
import { DeskCard } from './desk-card.tsx';
import { TriggerNotes } from './trigger-notes.tsx';
import { useRefreshConversation } from './use-conversation.ts';

/** Customer lines whose scripts are shown, newest first. */
export const RECOMMEND_LINES = 3;

/** One script for a line: scene and intent, the text to say (copyable), why, and whether it was used. */
function ScriptCard({ conv, rec }: { conv: AgentConversation; rec: Recommendation }) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const refresh = useRefreshConversation();
  const mark = useMutation({
    mutationFn: () =>
      call(markScriptUsed, {
        body: { conversationId: conv.id, utteranceId: rec.utteranceId, scriptId: rec.scriptId },
      }),
    onSuccess: () => refresh(),
  });
  return (
    <div
      data-testid="recommendation"
      data-script={rec.scriptId}
      style={{
        border: `1px solid ${rec.used ? token.colorSuccessBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: '8px 10px',
      }}
    >
      <Flex wrap align="center" gap={4} style={{ marginBottom: 4 }}>
        <Tag color="geekblue" style={{ margin: 0 }}>
          {rec.scene}
        </Tag>
        <Tag color="cyan" style={{ margin: 0 }}>
          {rec.intent}
        </Tag>
        {rec.used && (
          <Tag
            color="success"
            style={{ margin: 0 }}
            data-testid="recommendation-used"
            title={t(rec.used === 'said' ? 'recommend.usedSaid' : 'recommend.usedMarked')}
          >
            {t('recommend.used')}
          </Tag>
        )}
      </Flex>
      <Typography.Paragraph
        copyable={{ text: rec.text, tooltips: [t('recommend.copy'), t('recommend.copied')] }}
        style={{ margin: 0 }}
        data-testid="recommendation-text"
      >
        {rec.text}
      </Typography.Paragraph>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginTop: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="recommendation-why">
          {rec.via === 'trigger' || rec.rank === 0
            ? t('recommend.byTrigger', { name: rec.why })
            : rec.via === 'intent'
              ? t('recommend.byIntent', { intent: rec.why })
              : t('recommend.why', { why: rec.why })}
        </Typography.Text>
        {!rec.used && (
          <Button size="small" loading={mark.isPending} onClick={() => mark.mutate()} data-testid="recommendation-mark">
            {t('recommend.mark')}
          </Button>
        )}
      </Flex>
    </div>
  );
}

/**
 * Script recommendations: for the latest customer lines, the golden scripts recommended, best first, each with
 * the wording it matched. The agent copies one, or marks it used; a script the agent then says
 * is noticed by the server and shows as adopted too.
 */
export function RecommendPanel({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const order = new Map(conv.transcript.map((l, i) => [l.utteranceId, i]));
  const byLine = new Map<string, Recommendation[]>();
  for (const r of conv.recommendations) byLine.set(r.utteranceId, [...(byLine.get(r.utteranceId) ?? []), r]);
  const lines = [...byLine.keys()]
    .sort((a, b) => (order.get(b) ?? -1) - (order.get(a) ?? -1))
    .slice(0, RECOMMEND_LINES);
  return (
    <DeskCard title={t('recommend.title')} testId="desk-recommend">
      <TriggerNotes conv={conv} />
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recommend.empty')} />
      ) : (
        <Flex vertical gap={12}>
          {lines.map((id) => {
            const recs = (byLine.get(id) ?? []).slice().sort((a, b) => a.rank - b.rank);
            return (
              <Flex vertical gap={6} key={id} data-testid="recommendation-group">
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: token.fontSizeSM, borderLeft: `3px solid ${token.colorBorder}`, paddingLeft: 6 }}
                >
                  {id ? t('recommend.for', { text: lineOf(conv, id)?.text ?? '' }) : t('recommend.forCall')}
                </Typography.Text>
                {recs.map((r) => (
                  <ScriptCard key={r.scriptId} conv={conv} rec={r} />
                ))}
              </Flex>
            );
          })}
        </Flex>
      )}
    </DeskCard>
  );
}

import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { Empty, theme } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mmss } from './desk.api.ts';
import { DeskCard } from './desk-card.tsx';

type Line = AgentConversation['transcript'][number];

/** One line as a chat bubble: the agent on the right, the customer on the left; a partial greyed. */
function Bubble({ line }: { line: Line }) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const agent = line.speaker === 'agent';
  return (
    <div
      data-testid="transcript-line"
      data-speaker={line.speaker}
      data-final={line.final}
      style={{ display: 'flex', flexDirection: 'column', alignItems: agent ? 'flex-end' : 'flex-start' }}
    >
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary, marginBottom: 2 }}>
        {t(agent ? 'speaker.agent' : 'speaker.customer')} · {mmss(line.startMs)}
        {!line.final && ` · ${t('transcript.partial')}`}
      </span>
      <div
        style={{
          maxWidth: '85%',
          padding: '6px 10px',
          borderRadius: 10,
          borderTopRightRadius: agent ? 2 : 10,
          borderTopLeftRadius: agent ? 10 : 2,
          background: agent ? token.colorPrimaryBg : token.colorFillTertiary,
          color: line.final ? token.colorText : token.colorTextTertiary,
          fontStyle: line.final ? 'normal' : 'italic',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {line.text || '…'}
      </div>
    </div>
  );
}

/**
 * The live transcript, in speaking order. A line still being recognised shows its partial text,
 * greyed and in italics, until its final replaces it. New lines scroll into view unless the agent
 * has scrolled up to read.
 */
export function TranscriptPanel({ conv, height }: { conv: AgentConversation; height?: string | number }) {
  const { t } = useTranslation('aihelper-desk');
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lines = conv.transcript;
  const lastText = lines.at(-1)?.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a line comes or grows
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lines.length, lastText, conv.id]);
  return (
    <DeskCard title={t('transcript.title')} testId="desk-transcript" bodyStyle={{ padding: 0 }}>
      <div
        ref={box}
        data-testid="transcript-scroll"
        role="log"
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        style={{
          height: height ?? 'min(62vh, 640px)',
          minHeight: 240,
          overflowY: 'auto',
          padding: 12,
          display: 'flex',
          flexDirection: 'column',
          gap: 10,
        }}
      >
        {lines.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(conv.state === 'live' ? 'transcript.waiting' : 'transcript.none')}
          />
        ) : (
          lines.map((l) => <Bubble key={l.utteranceId} line={l} />)
        )}
      </div>
    </DeskCard>
  );
}

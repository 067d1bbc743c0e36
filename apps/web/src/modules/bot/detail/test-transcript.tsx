import type { Recognition } from '@zhiyu/contract/rules/recognise';
import { Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface TestLine {
  who: 'bot' | 'user' | 'sms' | 'end';
  text: string;
  silence?: boolean;
  recognition?: Recognition | null;
  /** user lines: the node the bot answered from. */
  node?: string;
}

const bubble = (mine: boolean): React.CSSProperties => ({
  alignSelf: mine ? 'flex-end' : 'flex-start',
  maxWidth: '75%',
  padding: '6px 10px',
  borderRadius: 8,
  background: mine ? '#1677ff' : '#f5f5f5',
  color: mine ? '#fff' : undefined,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** What the recogniser made of an utterance: the intent and its score, or "unrecognised". */
export function RecognitionTag({ r }: { r: Recognition | null | undefined }) {
  const { t } = useTranslation('botflow');
  if (!r) return null;
  if (!r.intentId)
    return <Tag data-testid="test-recognition">{t('test.unrecognised', { score: r.score.toFixed(2) })}</Tag>;
  return (
    <Tag color={r.global ? 'purple' : 'blue'} data-testid="test-recognition">
      {t(r.global ? 'test.recognisedGlobal' : 'test.recognised', {
        name: r.name ?? r.intentId,
        score: r.score.toFixed(2),
        by: t(`test.by.${r.by ?? 'similarity'}`),
      })}
    </Tag>
  );
}

/** The conversation so far, newest at the bottom (scrolled into view). */
export function TestTranscript({ lines }: { lines: TestLine[] }) {
  const { t } = useTranslation('botflow');
  const end = useRef<HTMLDivElement>(null);
  const count = lines.length;
  useEffect(() => {
    if (count) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <div
      data-testid="test-transcript"
      role="log"
      aria-live="polite"
      style={{ flex: 1, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 8, minHeight: 200 }}
    >
      {lines.map((l, i) => {
        const key = `${i}-${l.who}`;
        if (l.who === 'bot') {
          return (
            <div key={key} style={bubble(false)} data-testid="test-bot-line">
              {l.text}
            </div>
          );
        }
        if (l.who === 'user') {
          return (
            <div key={key} style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
              <div style={bubble(true)} data-testid="test-user-line">
                {l.silence ? t('test.silent') : l.text}
              </div>
              <div style={{ fontSize: 12 }}>
                <RecognitionTag r={l.recognition} />
                {l.node && <Tag data-testid="test-node">{t('test.node', { node: l.node })}</Tag>}
              </div>
            </div>
          );
        }
        return (
          <div key={key} style={{ alignSelf: 'center' }}>
            <Tag color={l.who === 'sms' ? 'cyan' : 'red'} data-testid={`test-${l.who}`}>
              {l.who === 'sms' ? t('test.sms', { id: l.text }) : t(`test.outcome.${l.text}`)}
            </Tag>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}

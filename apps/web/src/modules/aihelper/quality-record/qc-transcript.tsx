import type { QcRecordDetail } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Empty, Tag, theme } from 'antd';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mmss } from '../agent/desk.api.ts';

type Line = QcRecordDetail['lines'][number];

export interface TranscriptHandle {
  /** Brings a line into the middle of the box. */
  show: (utteranceId: string) => void;
}

function Bubble({ line, hits, active }: { line: Line; hits: string[]; active: boolean }) {
  const { t } = useTranslation('aihelper');
  const { token } = theme.useToken();
  const agent = line.speaker === 'agent';
  const hit = hits.length > 0;
  return (
    <div
      data-testid="qc-line"
      data-utterance={line.utteranceId}
      data-speaker={line.speaker}
      data-hit={hit}
      data-active={active}
      style={{ display: 'flex', flexDirection: 'column', alignItems: agent ? 'flex-end' : 'flex-start' }}
    >
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary, marginBottom: 2 }}>
        {t(`qcRecord.speaker.${line.speaker}`)} · {mmss(line.startMs)}
      </span>
      <div
        style={{
          maxWidth: '85%',
          padding: '6px 10px',
          borderRadius: 10,
          borderTopRightRadius: agent ? 2 : 10,
          borderTopLeftRadius: agent ? 10 : 2,
          background: hit ? token.colorWarningBg : agent ? token.colorPrimaryBg : token.colorFillTertiary,
          border: `1px solid ${active ? token.colorWarning : hit ? token.colorWarningBorder : 'transparent'}`,
          boxShadow: active ? `0 0 0 2px ${token.colorWarningBorder}` : undefined,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {line.text || '...'}
      </div>
      {hit && (
        <span style={{ marginTop: 2 }} data-testid="qc-line-hits">
          {hits.map((name) => (
            <Tag key={name} color="warning" style={{ marginInlineEnd: 4, fontSize: token.fontSizeSM }}>
              {name}
            </Tag>
          ))}
        </span>
      )}
    </div>
  );
}

/**
 * The conversation as said, both speakers with their times: the lines that hit a point are
 * highlighted with the points' names, and the one picked in the hit list is framed and scrolled to.
 */
export function QcTranscript({
  lines,
  hits,
  active,
  ref,
}: {
  lines: Line[];
  hits: QcRecordDetail['hits'];
  /** The utterance of the hit picked. */
  active: string | null;
  ref?: Ref<TranscriptHandle>;
}) {
  const { t } = useTranslation('aihelper');
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    show: (utteranceId) => {
      const all = box.current?.querySelectorAll<HTMLElement>('[data-utterance]') ?? [];
      const el = [...all].find((e) => e.dataset.utterance === utteranceId);
      el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    },
  }));
  const names = new Map<string, string[]>();
  for (const h of hits) {
    if (!h.utteranceId) continue;
    const list = names.get(h.utteranceId) ?? [];
    if (!list.includes(h.pointName)) list.push(h.pointName);
    names.set(h.utteranceId, list);
  }
  return (
    <div
      ref={box}
      data-testid="qc-transcript"
      role="log"
      style={{
        height: 'min(60vh, 560px)',
        minHeight: 240,
        overflowY: 'auto',
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 10,
      }}
    >
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qcRecord.noLines')} />
      ) : (
        lines.map((l) => (
          <Bubble
            key={l.utteranceId}
            line={l}
            hits={names.get(l.utteranceId) ?? []}
            active={active === l.utteranceId}
          />
        ))
      )}
    </div>
  );
}

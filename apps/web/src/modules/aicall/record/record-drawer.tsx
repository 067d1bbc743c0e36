import { SoundOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { RecordingNote } from '@zhiyu/contract/modules/aicall/record';
import { Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { Chat } from './chat.tsx';
import { fetchRecord, fetchRecording, recordKeys } from './record.api.ts';
import { durationText, LevelTag } from './record.columns.tsx';

/** The recording, fetched with the session's credentials and played from a local object URL. */
function Recording({ id }: { id: string }) {
  const { t } = useTranslation('record');
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    void fetchRecording(id).then((blob) => {
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  if (!url) return <span>{t('detail.loading')}</span>;
  // The conversation beside the player is its transcript.
  // biome-ignore lint/a11y/useMediaCaption: a synthesised call recording has no caption track
  return <audio controls src={url} data-testid="record-audio" style={{ width: '100%' }} />;
}

/** Where the player would be when the call has no recording: says so, and why when known. */
export function NoRecording({ note }: { note: RecordingNote | null }) {
  const { t } = useTranslation('record');
  return (
    <div
      data-testid="record-no-audio"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 54,
        padding: '0 16px',
        borderRadius: 8,
        background: 'rgba(0, 0, 0, 0.04)',
      }}
    >
      <SoundOutlined style={{ color: 'rgba(0, 0, 0, 0.35)' }} />
      <Typography.Text strong>{t('detail.noRecording')}</Typography.Text>
      {note && <Typography.Text type="secondary">· {t(`detail.noRecording.${note}`)}</Typography.Text>}
    </div>
  );
}

/** Detail drawer of a call (requirements §9 drawer width 900): facts, intents, the chat, the recording. */
export function RecordDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(['record', 'inputs']);
  const q = useQuery({ queryKey: recordKeys.detail(id ?? ''), queryFn: () => fetchRecord(id ?? ''), enabled: !!id });
  const r = q.data;
  return (
    <Drawer open={!!id} onClose={onClose} width={DRAWER_WIDTH} title={t('record:detail.title')} destroyOnHidden>
      {!r ? (
        <Skeleton active />
      ) : (
        <div data-testid="record-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('record:col.phone')}>{r.phone}</Descriptions.Item>
            <Descriptions.Item label={t('record:col.direction')}>
              {t(`record:direction.${r.direction}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('record:col.startedAt')}>
              {dayjs(r.startedAt).format('YYYY-MM-DD HH:mm:ss')}
            </Descriptions.Item>
            <Descriptions.Item label={t('record:col.duration')}>{durationText(t, r.durationSec)}</Descriptions.Item>
            <Descriptions.Item label={t('record:col.result')}>{t(`record:result.${r.resultClass}`)}</Descriptions.Item>
            <Descriptions.Item label={t('record:col.cause')}>
              {r.causeCode} · {t(`record:side.${r.causeSide}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('record:col.rounds')}>{r.rounds}</Descriptions.Item>
            <Descriptions.Item label={t('record:col.level')}>
              <span data-testid="record-level">
                <LevelTag level={r.intentionLevel} t={t} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('record:detail.hangupNode')}>
              <span data-testid="record-hangup-node">{r.hangupNodeName ?? '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('record:detail.hangupBy')}>
              {r.hangupBy ? t(`record:side.${r.hangupBy}`) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('record:col.bot')}>
              {r.botName || '-'}
              {r.botVersion ? ` v${r.botVersion}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('record:col.task')}>{r.taskName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('record:detail.intents')} span={2}>
              {r.intents.length
                ? [...new Set(r.intents)].map((x) => (
                    <Tag key={x} color="geekblue">
                      {x}
                    </Tag>
                  ))
                : '-'}
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 16 }}>
            {r.recordingUrl ? <Recording id={r.id} /> : <NoRecording note={r.recordingNote} />}
          </div>
          <h4 style={{ margin: '20px 0 12px' }}>{t('record:detail.transcript')}</h4>
          <Chat turns={r.transcript} />
        </div>
      )}
    </Drawer>
  );
}

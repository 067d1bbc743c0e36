import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { Conversation } from './conversation.tsx';
import { fetchSession, textKeys } from './session.api.ts';
import { SCENE_COLORS } from './session.columns.tsx';
import { VisitorName } from './visitor.tsx';

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '-');

/** A session's facts and its conversation (requirements §9 drawer width). */
export function SessionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('aitext-stats');
  const q = useQuery({ queryKey: textKeys.session(id ?? ''), queryFn: () => fetchSession(id ?? ''), enabled: !!id });
  const s = q.data;
  const yes = (b: boolean) => (b ? t('yes') : t('no'));
  return (
    <Drawer open={!!id} onClose={onClose} width={DRAWER_WIDTH} title={t('detail.title')} destroyOnHidden>
      {!s ? (
        <Skeleton active />
      ) : (
        <div data-testid="session-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('detail.id')}>{s.id}</Descriptions.Item>
            <Descriptions.Item label={t('session.col.visitorId')}>
              <VisitorName row={s} />
            </Descriptions.Item>
            <Descriptions.Item label={t('session.col.channel')}>
              {s.channelName || '-'} · {t(`session.channelType.${s.channelType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('session.col.rounds')}>{s.rounds}</Descriptions.Item>
            <Descriptions.Item label={t('session.col.startedAt')}>{time(s.startedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.closedAt')}>
              {s.closedAt ? time(s.closedAt) : t('session.status.open')}
            </Descriptions.Item>
            <Descriptions.Item label={t('session.col.solved')}>{yes(s.solved)}</Descriptions.Item>
            <Descriptions.Item label={t('session.col.transferred')}>
              <span data-testid="detail-transferred">{yes(s.transferred)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('session.col.scenes')}>
              {s.scenes.length
                ? s.scenes.map((x) => (
                    <Tag key={x} color={SCENE_COLORS[x]}>
                      {t(`scene.${x}`)}
                    </Tag>
                  ))
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('session.col.rating')}>{s.rating ?? '-'}</Descriptions.Item>
          </Descriptions>
          <h4 style={{ margin: '20px 0 12px' }}>{t('detail.conversation')}</h4>
          <Conversation messages={s.messages} />
        </div>
      )}
    </Drawer>
  );
}

import { SCENES } from '@zhiyu/contract/modules/aitext/enums';
import type { SessionRow } from '@zhiyu/contract/modules/aitext/session';
import type { TextChannel } from '@zhiyu/contract/modules/lookups/text-channel';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchChannels } from './session.api.ts';
import { VisitorName } from './visitor.tsx';

type Col = SchemaColumn<SessionRow>;
const field = (name: string) => name as keyof SessionRow & string;

export const SCENE_COLORS: Record<number, string> = { 1: 'orange', 2: 'purple', 3: 'red', 4: 'volcano', 5: 'blue' };

export function yesNo(t: TFunction) {
  return { 1: t('yes'), 0: t('no') };
}

/** Search form (every filter the session list takes) and table of /aitext/textSessionRecord. */
export function sessionColumns(t: TFunction): Col[] {
  const bool = (v: unknown, good: boolean) => (
    <Tag color={v === good ? 'green' : v ? 'orange' : undefined}>{v ? t('yes') : t('no')}</Tag>
  );
  return [
    { dataIndex: 'startedAt', title: t('session.col.startedAt'), valueType: 'date', in: ['table'], sorter: true },
    {
      dataIndex: 'channelId',
      title: t('session.col.channel'),
      valueType: 'select',
      in: ['search'],
      request: { load: fetchChannels, label: (c: TextChannel) => c.name, value: (c: TextChannel) => c.id },
    },
    {
      dataIndex: 'channelName',
      title: t('session.col.channel'),
      in: ['table'],
      width: 140,
      render: (v) => (v as string) || '-',
    },
    {
      dataIndex: 'channelType',
      title: t('session.col.channelType'),
      valueType: 'select',
      valueEnum: { 0: t('session.channelType.0'), 1: t('session.channelType.1') },
      in: ['search', 'table'],
      width: 100,
    },
    {
      dataIndex: 'visitorId',
      title: t('session.col.visitorId'),
      in: ['search', 'table'],
      width: 180,
      render: (_v, row) => <VisitorName row={row} />,
    },
    {
      dataIndex: 'firstQuestion',
      title: t('session.col.firstQuestion'),
      in: ['table'],
      width: 220,
      render: (v) => (v as string) || '-',
    },
    { dataIndex: 'rounds', title: t('session.col.rounds'), in: ['table'], width: 90 },
    {
      dataIndex: 'solved',
      title: t('session.col.solved'),
      valueType: 'select',
      valueEnum: yesNo(t),
      in: ['search'],
    },
    { dataIndex: 'solved', title: t('session.col.solved'), in: ['table'], width: 90, render: (v) => bool(v, true) },
    {
      dataIndex: 'transferred',
      title: t('session.col.transferred'),
      valueType: 'select',
      valueEnum: yesNo(t),
      in: ['search'],
    },
    {
      dataIndex: 'transferred',
      title: t('session.col.transferred'),
      in: ['table'],
      width: 100,
      render: (v) => bool(v, false),
    },
    {
      dataIndex: field('scene'),
      title: t('session.col.scenes'),
      valueType: 'select',
      valueEnum: Object.fromEntries(SCENES.map((s) => [s, t(`scene.${s}`)])),
      in: ['search'],
    },
    {
      dataIndex: 'scenes',
      title: t('session.col.scenes'),
      in: ['table'],
      width: 180,
      render: (v) =>
        (v as number[]).length
          ? (v as number[]).map((s) => (
              <Tag key={s} color={SCENE_COLORS[s]}>
                {t(`scene.${s}`)}
              </Tag>
            ))
          : '-',
    },
    {
      dataIndex: 'rating',
      title: t('session.col.rating'),
      valueType: 'select',
      valueEnum: Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, String(n)])),
      in: ['search'],
    },
    {
      dataIndex: 'rating',
      title: t('session.col.rating'),
      in: ['table'],
      width: 70,
      render: (v) => (v === null ? '-' : String(v)),
    },
  ];
}

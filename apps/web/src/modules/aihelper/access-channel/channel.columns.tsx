import { type AccessChannelRow, CHANNEL_KINDS, CHANNEL_NAME_MAX } from '@zhiyu/contract/modules/aihelper/channel';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';

type Col = SchemaColumn<AccessChannelRow>;

const KIND_COLORS: Record<(typeof CHANNEL_KINDS)[number], string> = {
  cti: 'blue',
  chat: 'green',
  simulator: 'purple',
};

/**
 * One list for the channel search form, table and create/edit dialog. The kind is searched with a
 * select (any kind) and chosen with radio buttons (a new channel starts as telephony / CTI); the key
 * is never listed, only its last four characters.
 */
export function channelColumns(t: TFunction): Col[] {
  const kinds = Object.fromEntries(
    CHANNEL_KINDS.map((k) => [k, { text: t(`channel.kind.${k}`), color: KIND_COLORS[k] }]),
  );
  return [
    {
      dataIndex: 'name',
      title: t('channel.name'),
      required: true,
      maxlength: CHANNEL_NAME_MAX,
      placeholder: t('channel.namePlaceholder'),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 140,
    },
    { dataIndex: 'kind', title: t('channel.kind'), valueType: 'select', valueEnum: kinds, in: ['search'] },
    {
      dataIndex: 'kind',
      title: t('channel.kind'),
      valueType: 'radioGroup',
      valueEnum: kinds,
      required: true,
      initialValue: 'cti',
      tooltip: t('channel.kindTip'),
      in: ['table', 'form'],
      width: 110,
    },
    {
      dataIndex: 'keyHint',
      title: t('channel.keyHint'),
      in: ['table'],
      width: 80,
      render: (_v, row) => <span data-testid="channel-key-hint">{t('channel.keyMasked', { hint: row.keyHint })}</span>,
    },
    { dataIndex: 'conversations', title: t('channel.conversations'), valueType: 'number', in: ['table'], width: 80 },
    {
      dataIndex: 'lastEventAt',
      title: t('channel.lastEventAt'),
      in: ['table'],
      width: 155,
      render: (_v, row) => (row.lastEventAt === null ? t('channel.never') : dayjs(row.lastEventAt).format(TIME_FORMAT)),
    },
    { dataIndex: 'creator', title: t('channel.creator'), in: ['table'], width: 90 },
    {
      dataIndex: 'createdAt',
      title: t('channel.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 155,
    },
  ];
}

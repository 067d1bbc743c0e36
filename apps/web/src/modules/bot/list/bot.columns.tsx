import { BOT_DESCRIPTION_MAX, BOT_NAME_MAX, BOT_TYPES, type BotRow } from '@zhiyu/contract/modules/bot/bot';
import { Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

export interface BotColumnsOptions {
  /** The caller holds the share button: editable rows get a live switch. */
  canShare: boolean;
  onShare: (row: BotRow, shared: 0 | 1) => void;
  /** Row whose switch is saving. */
  sharing?: string;
}

/** One list for the search form, the table and the create/edit dialog of bots. */
export function botColumns(t: TFunction, o: BotColumnsOptions): SchemaColumn<BotRow>[] {
  return [
    { dataIndex: 'id', title: '', valueType: 'hidden', in: ['form'] },
    {
      dataIndex: 'name',
      title: t('list.name'),
      required: true,
      maxlength: BOT_NAME_MAX,
      placeholder: t('list.namePlaceholder'),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 240,
    },
    {
      dataIndex: 'type',
      title: t('list.type'),
      valueType: 'select',
      required: true,
      valueEnum: Object.fromEntries(BOT_TYPES.map((v) => [v, t(`type.${v}`)])),
      // The type is chosen at creation only: tasks and numbers pick bots by type.
      disabled: (v) => Boolean(v.id),
      in: ['search', 'table', 'form'],
      width: 110,
    },
    {
      dataIndex: 'description',
      title: t('list.description'),
      valueType: 'textarea',
      maxlength: BOT_DESCRIPTION_MAX,
      in: ['form'],
    },
    {
      dataIndex: 'shared',
      title: t('list.shared'),
      in: ['table'],
      width: 100,
      render: (_v, row) => (
        <Switch
          size="small"
          aria-label={t('list.sharedLabel', { name: row.name })}
          checked={row.shared === 1}
          loading={o.sharing === row.id}
          disabled={!o.canShare || !row.editable}
          onChange={(on) => o.onShare(row, on ? 1 : 0)}
        />
      ),
    },
    {
      dataIndex: 'publishedVersion',
      title: t('list.publishedVersion'),
      in: ['table'],
      width: 120,
      render: (_v, row) =>
        row.publishedVersion === null ? (
          <Tag>{t('list.unpublished')}</Tag>
        ) : (
          <Tag color="green">{t('list.version', { version: row.publishedVersion })}</Tag>
        ),
    },
    {
      dataIndex: 'appId',
      title: t('list.owner'),
      in: ['table'],
      width: 120,
      render: (_v, row) => (row.editable ? t('list.ownApp') : <Tag color="blue">{t('list.otherApp')}</Tag>),
    },
    { dataIndex: 'updatedAt', title: t('list.updatedAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}

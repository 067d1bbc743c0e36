import type { AhRecordRow } from '@zhiyu/contract/modules/aihelper/records';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Duration } from '../../../components/duration.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchOptions } from './records.api.ts';

/** The row as the search form holds it: its filters besides the columns. */
export type RecordForm = AhRecordRow & { hasAlert?: number };

const TAGS_SHOWN = 2;

/** A select of one of the filter options (the tenant's channels, agents or skill groups). */
const optionsOf = (pick: 'agents' | 'skillGroups') => ({
  load: async () => (await fetchOptions())[pick].map((v) => ({ id: v, name: v })),
});

/** The facts of a conversation, row fields every conversation list shares. */
interface ConversationFacts {
  agent: string;
  skillGroup: string;
  channelName: string;
  customerNumber: string;
  /** The channel filter of the search form. */
  channelId?: string;
}

/**
 * Search and table columns of a conversation's agent, skill group, channel and customer number (a
 * full number or its last digits), with the conversation records' filter options: the conversation
 * and QC record lists share them.
 */
export function conversationColumns<T extends ConversationFacts>(t: TFunction): SchemaColumn<T>[] {
  return [
    {
      dataIndex: 'agent',
      title: t('records.agent'),
      valueType: 'select',
      request: optionsOf('agents'),
      in: ['search', 'table'],
      width: 90,
    },
    {
      dataIndex: 'skillGroup',
      title: t('records.skillGroup'),
      valueType: 'select',
      request: optionsOf('skillGroups'),
      in: ['search', 'table'],
      width: 90,
      render: (_v: unknown, row: T) => row.skillGroup || '-',
    },
    {
      dataIndex: 'channelId',
      title: t('records.channel'),
      valueType: 'select',
      request: { load: async () => (await fetchOptions()).channels },
      in: ['search'],
    },
    {
      dataIndex: 'channelName',
      title: t('records.channel'),
      in: ['table'],
      width: 110,
      render: (_v: unknown, row: T) => row.channelName || t('records.channelGone'),
    },
    {
      dataIndex: 'customerNumber',
      title: t('records.customerNumber'),
      placeholder: t('records.customerNumberPlaceholder'),
      maxlength: 20,
      in: ['search', 'table'],
      width: 115,
    },
  ];
}

/**
 * One list for the records search and table: agent, skill group, channel, the customer's number (a
 * full number or its last digits) and whether an alert was raised; the table shows what the desk
 * showed in each conversation as counts.
 */
export function recordColumns(t: TFunction): SchemaColumn<RecordForm>[] {
  const yesNo = { 1: t('records.yes'), 0: t('records.no') };
  return [
    {
      dataIndex: 'startedAt',
      title: t('records.startedAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 160,
    },
    {
      dataIndex: 'durationSec',
      title: t('records.duration'),
      in: ['table'],
      sorter: true,
      width: 80,
      render: (_v, row) => <Duration seconds={row.durationSec} />,
    },
    ...conversationColumns<RecordForm>(t),
    { dataIndex: 'hasAlert', title: t('records.hasAlert'), valueType: 'select', valueEnum: yesNo, in: ['search'] },
    {
      dataIndex: 'alerts',
      title: t('records.alerts'),
      in: ['table'],
      width: 80,
      render: (_v, row) =>
        row.alerts ? (
          <Tag color="red" data-testid="record-alerts">
            {row.alerts}
          </Tag>
        ) : (
          <span data-testid="record-alerts">0</span>
        ),
    },
    {
      dataIndex: 'scriptsUsed',
      title: t('records.scripts'),
      tooltip: t('records.scriptsTip'),
      in: ['table'],
      width: 85,
      render: (_v, row) => `${row.scriptsUsed} / ${row.scriptsShown}`,
    },
    {
      dataIndex: 'fieldsFilled',
      title: t('records.fields'),
      tooltip: t('records.fieldsTip'),
      in: ['table'],
      width: 85,
      render: (_v, row) => `${row.fieldsConfirmed} / ${row.fieldsFilled}`,
    },
    { dataIndex: 'triggers', title: t('records.triggers'), in: ['table'], width: 70 },
    {
      dataIndex: 'tags',
      title: t('records.tags'),
      in: ['table'],
      width: 120,
      render: (_v, row) =>
        row.tags.length ? (
          <span>
            {row.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <Tag key={tag} color="gold">
                {tag}
              </Tag>
            ))}
            {row.tags.length > TAGS_SHOWN && (
              <Typography.Text type="secondary">+{row.tags.length - TAGS_SHOWN}</Typography.Text>
            )}
          </span>
        ) : (
          '-'
        ),
    },
  ];
}

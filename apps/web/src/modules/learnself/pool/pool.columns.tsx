import { POOL_KINDS, POOL_SOURCES, type PoolRow } from '@zhiyu/contract/modules/learnself/pool';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { botPage } from '../../../components/select-load-more/lookups.api.ts';
import { fetchChannels, type Named } from './pool.api.ts';
import { botOf, channelOf, type PoolSearch, saidRange, scoreBounds } from './pool.filter.ts';

export type PoolColumnRow = PoolRow & PoolSearch;

export const KIND_COLORS: Record<PoolRow['kind'], string> = {
  unrecognised: 'orange',
  recognised: 'green',
  disliked: 'red',
  picked: 'blue',
};

const score = { min: 0, max: 1, step: 0.05, precision: 2, in: ['search'] as const, span: 5 };

/** requirements R4 §1: the pool list's filters and columns. */
export function poolColumns(t: TFunction): SchemaColumn<PoolColumnRow>[] {
  const sources = Object.fromEntries(POOL_SOURCES.map((s) => [s, t(`source.${s}`)]));
  const kinds = Object.fromEntries(POOL_KINDS.map((k) => [k, { text: t(`kind.${k}`), color: KIND_COLORS[k] }]));
  return [
    {
      dataIndex: 'text',
      title: t('pool.text'),
      placeholder: t('pool.textPlaceholder'),
      in: ['search', 'table'],
      width: 260,
      render: (_v, r) => (
        <Typography.Text ellipsis={{ tooltip: r.text }} style={{ width: 244 }}>
          {r.text}
        </Typography.Text>
      ),
    },
    { dataIndex: 'source', title: t('pool.source'), valueType: 'select', valueEnum: sources, in: ['search', 'table'] },
    {
      dataIndex: 'botId',
      title: t('pool.bot'),
      valueType: 'select',
      in: ['search'],
      show: (v) => v.source !== 'text',
      dataValue: botOf,
      pages: {
        key: 'learnself-pool-bots',
        load: botPage(undefined, { silent: true }),
        label: (x: Named) => x.name,
        value: (x: Named) => x.id,
      },
    },
    {
      dataIndex: 'channelId',
      title: t('pool.channel'),
      valueType: 'select',
      in: ['search'],
      show: (v) => v.source === 'text',
      dataValue: channelOf,
      request: { load: fetchChannels, params: { of: 'text-channels' } },
    },
    {
      dataIndex: 'botName',
      title: t('pool.target'),
      in: ['table'],
      width: 140,
      render: (_v, r) => (r.source === 'call' ? r.botName : r.channelName) || '-',
    },
    { dataIndex: 'occurrences', title: t('pool.occurrences'), valueType: 'number', in: ['table'], sorter: true },
    { dataIndex: 'kind', title: t('pool.kind'), valueType: 'select', valueEnum: kinds, in: ['search', 'table'] },
    {
      dataIndex: 'recognised',
      title: t('pool.recognised'),
      valueType: 'select',
      valueEnum: { true: t('table:yes'), false: t('table:no') },
      in: ['search'],
    },
    {
      dataIndex: 'prediction',
      title: t('pool.prediction'),
      in: ['table'],
      width: 140,
      render: (_v, r) => r.prediction || '-',
    },
    { dataIndex: 'score', title: t('pool.score'), valueType: 'number', precision: 2, in: ['table'] },
    {
      dataIndex: 'scoreMin',
      title: t('pool.scoreMin'),
      valueType: 'number',
      ...score,
      dataValue: (_v, all) => ({ scoreMin: scoreBounds(all).scoreMin }),
    },
    {
      dataIndex: 'scoreMax',
      title: t('pool.scoreMax'),
      valueType: 'number',
      ...score,
      dataValue: (_v, all) => ({ scoreMax: scoreBounds(all).scoreMax }),
    },
    {
      dataIndex: 'saidAt',
      title: t('pool.saidAt'),
      valueType: 'daterange',
      in: ['search'],
      span: 8,
      dataValue: (v) => saidRange(v),
    },
    { dataIndex: 'lastAt', title: t('pool.lastAt'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
  ];
}

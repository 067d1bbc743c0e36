import { QC_FULL_SCORE } from '@zhiyu/contract/modules/aihelper/qc';
import type { QcRecordRow } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Duration } from '../../../components/duration.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { conversationColumns } from '../records/records.columns.tsx';
import { fetchPoints } from './qc-record.api.ts';

/** The row as the search form holds it: its filters besides the columns. */
export type QcRecordForm = QcRecordRow & {
  channelId?: string;
  pointId?: string;
  scoreMin?: number;
  scoreMax?: number;
  state?: 'disputed' | 'hit' | 'clean';
};

/** A score's colour: below 60 red, below 80 orange, else green. */
export const scoreColor = (score: number) => (score < 60 ? 'red' : score < 80 ? 'orange' : 'green');

const scoreBound = (dataIndex: 'scoreMin' | 'scoreMax', title: string): SchemaColumn<QcRecordForm> => ({
  dataIndex,
  title,
  valueType: 'number',
  min: 0,
  max: QC_FULL_SCORE,
  precision: 0,
  in: ['search'],
});

/**
 * One list for the QC records search and table: agent, skill group and channel (the options of the
 * conversation records), the customer's number (a full number or its last digits), a point hit,
 * the score between two bounds, and whether a dispute waits, any hit counts, or none.
 */
export function qcRecordColumns(t: TFunction): SchemaColumn<QcRecordForm>[] {
  const states = {
    disputed: t('qcRecord.state.disputed'),
    hit: t('qcRecord.state.hit'),
    clean: t('qcRecord.state.clean'),
  };
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
      width: 80,
      render: (_v, row) => <Duration seconds={row.durationSec} />,
    },
    ...conversationColumns<QcRecordForm>(t),
    {
      dataIndex: 'pointId',
      title: t('qcRecord.point'),
      valueType: 'select',
      request: { load: fetchPoints },
      placeholder: t('qcRecord.pointPlaceholder'),
      in: ['search'],
    },
    scoreBound('scoreMin', t('qcRecord.scoreMin')),
    scoreBound('scoreMax', t('qcRecord.scoreMax')),
    {
      dataIndex: 'state',
      title: t('qcRecord.state'),
      valueType: 'select',
      valueEnum: states,
      in: ['search'],
    },
    {
      dataIndex: 'score',
      title: t('qcRecord.score'),
      in: ['table'],
      sorter: true,
      width: 80,
      render: (_v, row) => (
        <Tag color={scoreColor(row.score)} data-testid="qc-score">
          {row.score}
        </Tag>
      ),
    },
    {
      dataIndex: 'hits',
      title: t('qcRecord.hits'),
      in: ['table'],
      width: 70,
      render: (_v, row) => <span data-testid="qc-hits">{row.hits}</span>,
    },
    {
      dataIndex: 'disputed',
      title: t('qcRecord.disputed'),
      in: ['table'],
      width: 90,
      render: (_v, row) =>
        row.disputed ? (
          <Tag color="orange" data-testid="qc-disputed">
            {row.disputed}
          </Tag>
        ) : (
          <span data-testid="qc-disputed">0</span>
        ),
    },
    { dataIndex: 'scoredAt', title: t('qcRecord.scoredAt'), valueType: 'date', in: ['table'], width: 160 },
  ];
}

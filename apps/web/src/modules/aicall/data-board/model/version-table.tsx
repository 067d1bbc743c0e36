import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ModelVersionRow } from '@zhiyu/contract/modules/aicall/board-model';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { Button, Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { TABLE_STICKY } from '../../../../components/schema/schema-table.tsx';
import { percent } from '../hot/rank-chart.ts';

type Figure = 'calls' | 'answered' | 'userHangups' | 'userTurns' | 'recognisedTurns';
/** The figures that count calls, and the drill filters that open them (turns are not calls). */
const CALL_DRILLS: Partial<Record<Figure, RecordDrill>> = {
  calls: {},
  answered: { answered: 1 },
  userHangups: { hangupBy: 'user' },
};

function Change({ c }: { c: number | null }) {
  if (c === null) return <>—</>;
  const color = c > 0 ? '#389e0d' : c < 0 ? '#cf1322' : undefined;
  return (
    <span style={{ color }}>
      {c > 0 ? <ArrowUpOutlined /> : c < 0 ? <ArrowDownOutlined /> : null} {percent(Math.abs(c))}
    </span>
  );
}

/**
 * Every bot version of the range: its calls, answered calls and user hang-ups (each opens those
 * calls of the version), its turns and its recognition rate against the previous period. Sorted
 * here: the table holds every version, nothing is cut by the server.
 */
export function VersionTable({
  rows,
  onOpen,
}: {
  rows: ModelVersionRow[];
  onOpen: (v: ModelVersionRow, d: RecordDrill) => void;
}) {
  const { t } = useTranslation(['board-model', 'databoard']);
  const figure = (key: Figure): ColumnsType<ModelVersionRow>[number] => ({
    title: t(`versions.${key}`),
    dataIndex: key,
    width: 110,
    sorter: (a, b) => a[key] - b[key],
    render: (v: number, r) => {
      const drill = CALL_DRILLS[key];
      if (!drill) return v.toLocaleString('en-US');
      return (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          data-testid={`version-${key}`}
          onClick={() => onOpen(r, drill)}
        >
          {v.toLocaleString('en-US')}
        </Button>
      );
    },
  });
  const columns: ColumnsType<ModelVersionRow> = [
    { title: t('versions.bot'), key: 'bot', ellipsis: true, render: (_v, r) => r.botName || t('versions.noBot') },
    { title: t('versions.version'), dataIndex: 'botVersion', width: 80, render: (v: number) => `v${v}` },
    figure('calls'),
    figure('answered'),
    figure('userHangups'),
    figure('userTurns'),
    figure('recognisedTurns'),
    {
      title: t('versions.rate'),
      key: 'rate',
      width: 100,
      sorter: (a, b) => a.rate.value - b.rate.value,
      render: (_v, r) => percent(r.rate.value),
    },
    { title: t('versions.previous'), key: 'previous', width: 110, render: (_v, r) => percent(r.rate.previous) },
    { title: t('databoard:change'), key: 'change', width: 100, render: (_v, r) => <Change c={r.rate.change} /> },
  ];
  return (
    <Card title={t('versions.title')} style={{ marginBottom: 16 }} data-testid="model-versions">
      {rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <Table<ModelVersionRow>
          size="small"
          rowKey={(r) => `${r.botId}:${r.botVersion}`}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1000 }}
          sticky={TABLE_STICKY}
          data-testid="versions-table"
        />
      )}
    </Card>
  );
}

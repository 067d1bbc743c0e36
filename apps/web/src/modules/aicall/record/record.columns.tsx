import type { IntentionLevelRow } from '@zhiyu/contract/modules/aicall/intention';
import type { RecordRow, RecordScreen } from '@zhiyu/contract/modules/aicall/record';
import { NO_LEVEL } from '@zhiyu/contract/modules/aicall/record';
import { CALL_RESULT_CLASSES } from '@zhiyu/contract/rules/call-result';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { durationText } from '../../../components/duration.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { botPage } from '../../../components/select-load-more/lookups.api.ts';
import { fetchLevels, loadTasks } from './record.api.ts';

type Named = { id: string; name: string };

export { durationText };

export function LevelTag({ level, t }: { level: string | null; t: TFunction }) {
  return level ? <Tag color="blue">{level}</Tag> : <span>{t('record:noLevel')}</span>;
}

/** Search form and table of a record screen (outbound, inbound, intention details). */
export function recordColumns(t: TFunction, screen: RecordScreen): SchemaColumn<RecordRow>[] {
  const outbound = screen === 'outboundRecord';
  const both = screen === 'intentionDetail';
  const levelsLoad = async () => [
    ...(await fetchLevels()).map((l: IntentionLevelRow) => ({ id: l.name, name: l.name })),
    { id: NO_LEVEL, name: t('record:noLevel') },
  ];
  const cols: (SchemaColumn<RecordRow> | false)[] = [
    both && {
      dataIndex: 'direction',
      title: t('record:col.direction'),
      valueType: 'select',
      valueEnum: { 0: t('record:direction.0'), 1: t('record:direction.1') },
      in: ['search', 'table'],
      width: 80,
    },
    {
      dataIndex: 'startedAt',
      title: t('record:col.startedAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 170,
    },
    {
      dataIndex: 'phone',
      title: t('record:col.phone'),
      in: ['search', 'table'],
      tooltip: t('record:col.phoneTip'),
      rules: [{ pattern: /^\+?[\d\s-]{3,24}$/, message: t('record:col.phoneTip') }],
      width: 140,
    },
    { dataIndex: 'customerName', title: t('record:col.customer'), in: ['table'], width: 100 },
    (outbound || both) && {
      dataIndex: 'taskId',
      title: t('record:col.task'),
      valueType: 'select',
      in: ['search'],
      request: { load: loadTasks, label: (x: Named) => x.name, value: (x: Named) => x.id },
    },
    (outbound || both) && { dataIndex: 'taskName', title: t('record:col.task'), in: ['table'], width: 140 },
    {
      dataIndex: 'botId',
      title: t('record:col.bot'),
      valueType: 'select',
      in: ['search'],
      // The screen's bots a page at a time (requirements §7 bot/list); a caller who may not read them gets none.
      pages: {
        key: `record-bots-${screen}`,
        load: botPage(screen === 'inboundRecord' ? 1 : 0, { silent: true }),
        label: (x: Named) => x.name,
        value: (x: Named) => x.id,
      },
    },
    { dataIndex: 'botName', title: t('record:col.bot'), in: ['table'], width: 140 },
    {
      dataIndex: 'resultClass',
      title: t('record:col.result'),
      valueType: 'select',
      valueEnum: Object.fromEntries(CALL_RESULT_CLASSES.map((c) => [c, t(`record:result.${c}`)])),
      in: ['search', 'table'],
      width: 110,
    },
    { dataIndex: 'causeCode', title: t('record:col.cause'), in: ['table'], width: 80 },
    !both && {
      dataIndex: 'intentionLevel',
      title: t('record:col.level'),
      valueType: 'select',
      in: ['search'],
      request: { load: levelsLoad, label: (x: Named) => x.name, value: (x: Named) => x.id },
    },
    {
      dataIndex: 'intentionLevel',
      title: t('record:col.level'),
      in: ['table'],
      width: 90,
      render: (v) => <LevelTag level={(v as string | null) ?? null} t={t} />,
    },
    {
      dataIndex: 'durationSec',
      title: t('record:col.duration'),
      valueType: 'number',
      in: ['search'],
      min: 0,
      tooltip: t('record:col.durationTip'),
      dataValue: (v) => ({ durationMin: v }),
    },
    {
      dataIndex: 'durationMax' as keyof RecordRow & string,
      title: t('record:col.durationMax'),
      valueType: 'number',
      in: ['search'],
      min: 0,
    },
    {
      dataIndex: 'durationSec',
      title: t('record:col.duration'),
      in: ['table'],
      sorter: true,
      width: 130,
      render: (v) => durationText(t, Number(v)),
    },
    {
      dataIndex: 'rounds',
      title: t('record:col.roundsMin'),
      valueType: 'number',
      in: ['search'],
      min: 0,
      dataValue: (v) => ({ roundsMin: v }),
    },
    {
      dataIndex: 'roundsMax' as keyof RecordRow & string,
      title: t('record:col.roundsMax'),
      valueType: 'number',
      in: ['search'],
      min: 0,
    },
    { dataIndex: 'rounds', title: t('record:col.rounds'), in: ['table'], sorter: true, width: 90 },
    {
      dataIndex: 'tags',
      title: t('record:col.tags'),
      in: ['search', 'table'],
      tooltip: t('record:col.tagsTip'),
      width: 160,
      render: (v) => ((v as string[]) ?? []).map((x) => <Tag key={x}>{x}</Tag>),
    },
    { dataIndex: 'lineNumber', title: t('record:col.line'), in: ['table'], width: 130 },
  ];
  return cols.filter((c): c is SchemaColumn<RecordRow> => !!c);
}

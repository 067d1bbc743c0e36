import { OPERA_ACTIONS, OPERA_TARGETS, type OperaLogRow } from '@zhiyu/contract/modules/aikb/opera-log';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

type Row = OperaLogRow & { operator?: string };

/** Search (operator, action, target type) and table columns of the change log. */
export function operaLogColumns(t: TFunction): SchemaColumn<Row>[] {
  const actions = Object.fromEntries(OPERA_ACTIONS.map((a) => [a, t(`action.${a}`)]));
  const targets = Object.fromEntries(OPERA_TARGETS.map((a) => [a, t(`target.${a}`)]));
  return [
    { dataIndex: 'at', title: t('at'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
    { dataIndex: 'operator', title: t('operator'), placeholder: t('operatorPlaceholder'), in: ['search'] },
    {
      dataIndex: 'actorNick',
      title: t('operator'),
      in: ['table'],
      width: 180,
      render: (_v, r) => (r.actorNick ? `${r.actorNick} (${r.actorName})` : r.actorName),
    },
    {
      dataIndex: 'action',
      title: t('actionTitle'),
      valueType: 'select',
      valueEnum: actions,
      in: ['search', 'table'],
      width: 100,
    },
    {
      dataIndex: 'targetType',
      title: t('targetType'),
      valueType: 'select',
      valueEnum: targets,
      in: ['search', 'table'],
      width: 100,
    },
    { dataIndex: 'targetName', title: t('targetName'), in: ['table'], width: 260 },
  ];
}

import { TRADE_NAME_MAX } from '@zhiyu/contract/modules/admin/trade';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { loadAllTrades, loadParents } from './trade-admin.api.ts';

type Item = { id: string; name: string };
export interface TradeForm {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
}
export interface DomainForm {
  id: string;
  name: string;
  tradeIds: string[];
  sort: number;
}

const name = (t: TFunction) => ({
  dataIndex: 'name' as const,
  title: t('trade.name'),
  required: true,
  maxlength: TRADE_NAME_MAX,
  in: ['form'] as const,
});
const sort = (t: TFunction) => ({
  dataIndex: 'sort' as const,
  title: t('trade.sort'),
  valueType: 'number' as const,
  min: 0,
  max: 9999,
  precision: 0,
  initialValue: 0,
  in: ['form'] as const,
});

export function tradeColumns(t: TFunction): SchemaColumn<TradeForm>[] {
  return [
    name(t),
    {
      dataIndex: 'parentId',
      title: t('trade.parent'),
      valueType: 'select',
      tooltip: t('trade.parentTip'),
      in: ['form'],
      request: { load: loadParents, label: (o: Item) => o.name, value: (o: Item) => o.id },
    },
    sort(t),
  ];
}

export function domainColumns(t: TFunction): SchemaColumn<DomainForm>[] {
  return [
    name(t),
    {
      dataIndex: 'tradeIds',
      title: t('trade.domainTrades'),
      valueType: 'select',
      multiple: true,
      required: true,
      in: ['form'],
      request: { load: loadAllTrades, label: (o: Item) => o.name, value: (o: Item) => o.id },
    },
    sort(t),
  ];
}

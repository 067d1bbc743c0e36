import {
  BOTCASE_DESCRIPTION_MAX,
  BOTCASE_NAME_MAX,
  BOTCASE_SORT_MAX,
  type BotCaseBot,
  type BotCaseRow,
} from '@zhiyu/contract/modules/admin/botcase';
import type { TradeNode } from '@zhiyu/contract/modules/lookups/trade';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchCaseBots, fetchTradeTree } from './botcase.api.ts';

/** The cascader's path becomes the one trade id the server takes. */
const lastOfPath = (v: unknown) => (Array.isArray(v) && v.length ? { tradeId: String(v[v.length - 1]) } : {});

/** One list for the search form, the table and the create/edit modal of showcase bots. */
export function botCaseColumns(t: TFunction): SchemaColumn<BotCaseRow>[] {
  const trades = {
    load: fetchTradeTree,
    params: { src: 'botcase-trades' },
    label: (n: TradeNode) => n.name,
    value: (n: TradeNode) => n.id,
    children: (n: TradeNode) => n.children,
  };
  return [
    {
      dataIndex: 'name',
      title: t('botcase.name'),
      required: true,
      maxlength: BOTCASE_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 200,
    },
    {
      dataIndex: 'tradePath',
      title: t('botcase.trade'),
      valueType: 'category',
      // The generic `required` rule checks a string; a cascader's value is a path (array).
      rules: [{ required: true, type: 'array', min: 1, message: t('botcase.tradeRequired') }],
      request: trades,
      dataValue: lastOfPath,
      in: ['search', 'form'],
    },
    { dataIndex: 'tradeName', title: t('botcase.trade'), in: ['table'], width: 160 },
    {
      dataIndex: 'botId',
      title: t('botcase.bot'),
      valueType: 'select',
      required: true,
      pages: {
        key: 'botcase-bots',
        load: fetchCaseBots,
        label: (b: BotCaseBot) => `${b.name} (${b.tenantName})`,
        value: (b: BotCaseBot) => b.id,
        // The edited case's bot by name before its page is loaded.
        known: (v) =>
          typeof v.botId === 'string' && typeof v.botName === 'string' && v.botName
            ? [{ value: v.botId, label: `${v.botName} (${String(v.botTenantName ?? '')})` }]
            : [],
      },
      in: ['form'],
    },
    {
      dataIndex: 'botName',
      title: t('botcase.bot'),
      in: ['table'],
      width: 220,
      render: (v, row) => (v ? `${String(v)} (${row.botTenantName})` : t('botcase.botGone')),
    },
    {
      dataIndex: 'description',
      title: t('botcase.description'),
      valueType: 'textarea',
      maxlength: BOTCASE_DESCRIPTION_MAX,
      width: 260,
    },
    {
      dataIndex: 'sort',
      title: t('botcase.sort'),
      valueType: 'number',
      min: 0,
      max: BOTCASE_SORT_MAX,
      precision: 0,
      initialValue: 0,
      tooltip: t('botcase.sortTip'),
      sorter: true,
      width: 90,
    },
    {
      dataIndex: 'status',
      title: t('botcase.status'),
      valueType: 'switch',
      in: ['search', 'table', 'form'],
      width: 100,
    },
    {
      dataIndex: 'createdAt',
      title: t('botcase.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}

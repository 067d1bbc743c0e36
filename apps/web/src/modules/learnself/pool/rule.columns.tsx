import {
  FLOW_FIRST_DAYS_DEFAULT,
  FLOW_FIRST_DAYS_MAX,
  FLOW_SCHEDULES,
  type FlowRuleRow,
  POOL_SOURCES,
  RULE_NAME_MAX,
} from '@zhiyu/contract/modules/learnself/pool';
import { Badge } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { ACTIVE } from '../../../components/schema/value-types/switch.tsx';
import { botPage } from '../../../components/select-load-more/lookups.api.ts';
import { fetchChannels, type Named, type Targets } from './pool.api.ts';
import type { RuleForm } from './rule.values.ts';

const enumOf = (t: TFunction, prefix: string, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, t(`${prefix}.${k}`)]));

/** The flow-back rule form (requirements R4 §1). */
export function ruleFormColumns(t: TFunction, targets: Targets): SchemaColumn<RuleForm>[] {
  return [
    { dataIndex: 'name', title: t('rule.name'), required: true, maxlength: RULE_NAME_MAX },
    {
      dataIndex: 'source',
      title: t('rule.source'),
      valueType: 'radioGroup',
      valueEnum: enumOf(t, 'source', POOL_SOURCES),
      required: true,
      initialValue: 'call',
    },
    {
      dataIndex: 'botId',
      title: t('rule.bot'),
      valueType: 'select',
      placeholder: t('rule.allBots'),
      show: (v) => v.source !== 'text',
      pages: {
        key: 'learnself-rule-bots',
        load: botPage(undefined, { silent: true }),
        label: (x: Named) => x.name,
        value: (x: Named) => x.id,
        known: (v) => {
          const id = typeof v.botId === 'string' ? v.botId : '';
          const name = targets.bots.get(id);
          return name ? [{ value: id, label: name }] : [];
        },
      },
    },
    {
      dataIndex: 'channelId',
      title: t('rule.channel'),
      valueType: 'select',
      placeholder: t('rule.allChannels'),
      show: (v) => v.source === 'text',
      request: { load: fetchChannels, params: { of: 'text-channels' } },
    },
    {
      dataIndex: 'schedule',
      title: t('rule.schedule'),
      valueType: 'radioGroup',
      valueEnum: enumOf(t, 'schedule', FLOW_SCHEDULES),
      initialValue: 'daily',
    },
    {
      dataIndex: 'onlyUnrecognised',
      title: t('rule.onlyUnrecognised'),
      valueType: 'switch',
      yesNo: true,
      initialValue: ACTIVE,
    },
    {
      dataIndex: 'scoreMax',
      title: t('rule.scoreMax'),
      tooltip: t('rule.scoreMaxTip'),
      valueType: 'number',
      min: 0,
      max: 1,
      step: 0.05,
      precision: 2,
      show: (v) => v.onlyUnrecognised !== ACTIVE,
    },
    {
      dataIndex: 'firstDays',
      title: t('rule.firstDays'),
      tooltip: t('rule.firstDaysTip'),
      valueType: 'number',
      required: true,
      min: 1,
      max: FLOW_FIRST_DAYS_MAX,
      precision: 0,
      suffix: t('rule.days'),
      initialValue: FLOW_FIRST_DAYS_DEFAULT,
    },
    { dataIndex: 'enabled', title: t('rule.enabled'), valueType: 'switch', yesNo: true, initialValue: ACTIVE },
  ];
}

const yesNo = (t: TFunction, v: boolean) => t(v ? 'table:yes' : 'table:no');

/** The rule table's columns; the operation column comes from the panel. */
export function ruleTableColumns(
  t: TFunction,
  targets: Targets,
  actions: (row: FlowRuleRow) => ReactNode,
): ColumnsType<FlowRuleRow> {
  const target = (r: FlowRuleRow) =>
    r.source === 'call'
      ? r.botId
        ? (targets.bots.get(r.botId) ?? r.botId)
        : t('rule.allBots')
      : r.channelId
        ? (targets.channels.get(r.channelId) ?? r.channelId)
        : t('rule.allChannels');
  return [
    { key: 'name', dataIndex: 'name', title: t('rule.name'), width: 200 },
    { key: 'source', title: t('rule.source'), render: (_, r) => t(`source.${r.source}`) },
    { key: 'target', title: t('rule.target'), width: 160, render: (_, r) => target(r) },
    { key: 'schedule', title: t('rule.schedule'), render: (_, r) => t(`schedule.${r.schedule}`) },
    { key: 'only', title: t('rule.onlyUnrecognised'), render: (_, r) => yesNo(t, r.onlyUnrecognised) },
    {
      key: 'scoreMax',
      title: t('rule.scoreMax'),
      render: (_, r) => (r.scoreMax === null ? '-' : r.scoreMax.toFixed(2)),
    },
    { key: 'firstDays', title: t('rule.firstDays'), render: (_, r) => `${r.firstDays} ${t('rule.days')}` },
    { key: 'enabled', title: t('rule.enabled'), render: (_, r) => yesNo(t, r.enabled) },
    {
      key: 'lastRunAt',
      title: t('rule.lastRunAt'),
      width: 170,
      render: (_, r) => (r.lastRunAt ? dayjs(r.lastRunAt).format('YYYY-MM-DD HH:mm:ss') : t('rule.never')),
    },
    { key: 'lastPooled', dataIndex: 'lastPooled', title: t('rule.lastPooled') },
    {
      key: 'state',
      title: t('rule.state'),
      render: (_, r) =>
        r.jobId ? (
          <Badge status="processing" text={t('rule.running')} data-testid={`rule-running-${r.name}`} />
        ) : (
          <Badge status="default" text={t('rule.idle')} />
        ),
    },
    { key: 'actions', title: t('actions'), fixed: 'right', render: (_, r) => actions(r) },
  ];
}

import {
  listTriggerIntents,
  TRIGGER_EVENTS,
  TRIGGER_NAME_MAX,
  type TriggerRow,
} from '@zhiyu/contract/modules/aihelper/trigger';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { call } from '../../../platform/request/call.ts';
import { LINE_EVENTS, type TriggerForm } from './trigger.api.ts';

type Col = SchemaColumn<TriggerForm>;
type Values = Record<string, unknown>;

/** Words and intents shown in a cell before the rest fold into "+N"; the contract's limits. */
const SHOWN = 3;
const KEYWORD_MAX = 20;
const KEYWORDS_MAX = 50;
const INTENTS_MAX = 20;
const ACTION_COLORS = { script: 'blue', tip: 'cyan', fill: 'purple', tag: 'gold', alert: 'red' } as const;

const onLine = (v: Values) => LINE_EVENTS.includes(v.event as TriggerRow['event']);

/** The intents a trigger may name: the golden scripts' and the assistant bots'. */
const loadIntents = () => call(listTriggerIntents, { body: {} });

function tags(words: string[], t: TFunction, color?: string) {
  return (
    <>
      {words.slice(0, SHOWN).map((w) => (
        <Tag key={w} color={color}>
          {w}
        </Tag>
      ))}
      {words.length > SHOWN && <Tag>{t('more', { n: words.length - SHOWN })}</Tag>}
    </>
  );
}

/** The conditions cell: intents, words, emotion and the count, or "any line" when none is set. */
function conditionsCell(t: TFunction, row: TriggerRow) {
  const c = row.conditions;
  const parts = [
    c.intents.length > 0 && (
      <span key="i">
        {t('trigger.intents')}: {tags(c.intents, t, 'blue')}
      </span>
    ),
    c.keywords.length > 0 && (
      <span key="k">
        {t('trigger.keywords')}: {tags(c.keywords, t)}
      </span>
    ),
    c.emotion === 'negative' && (
      <Tag key="e" color="red">
        {t('trigger.negative')}
      </Tag>
    ),
    c.count > 1 && <span key="n">{t('trigger.countCell', { n: c.count })}</span>,
  ].filter(Boolean);
  return parts.length ? (
    <span data-testid="trigger-conditions">{parts}</span>
  ) : (
    <span data-testid="trigger-conditions">{t('trigger.anyCondition')}</span>
  );
}

/**
 * One list for the trigger search (name, event), table and dialog. The dialog's line conditions
 * show only for an event that has a line (a customer or agent line, a silence); the actions are
 * edited below the columns (trigger/actions.editor.tsx).
 */
export function triggerColumns(t: TFunction): Col[] {
  const events = Object.fromEntries(TRIGGER_EVENTS.map((e) => [e, t(`trigger.event.${e}`)]));
  const validity = { 0: { text: t('validity.0'), color: 'green' }, 1: { text: t('validity.1'), color: 'default' } };
  return [
    {
      dataIndex: 'name',
      title: t('trigger.name'),
      required: true,
      maxlength: TRIGGER_NAME_MAX,
      placeholder: t('trigger.namePlaceholder'),
      in: ['search', 'table', 'form'],
      width: 140,
    },
    // The search starts from every event; a new trigger from a customer line.
    { dataIndex: 'event', title: t('trigger.event'), valueType: 'select', valueEnum: events, in: ['search'] },
    {
      dataIndex: 'event',
      title: t('trigger.event'),
      valueType: 'select',
      valueEnum: events,
      required: true,
      initialValue: 'customer',
      tooltip: t('trigger.eventTip'),
      width: 110,
    },
    {
      dataIndex: 'intents',
      title: t('trigger.intents'),
      valueType: 'select',
      multiple: true,
      allowCreate: true,
      request: { load: loadIntents, label: (i: { name: string }) => i.name, value: (i: { name: string }) => i.name },
      placeholder: t('trigger.intentsPlaceholder'),
      tooltip: t('trigger.intentsTip'),
      rules: [{ type: 'array', max: INTENTS_MAX, message: t('trigger.intentsMax', { n: INTENTS_MAX }) }],
      show: onLine,
      in: ['form'],
    },
    {
      dataIndex: 'keywords',
      title: t('trigger.keywords'),
      valueType: 'create',
      maxlength: KEYWORD_MAX,
      placeholder: t('trigger.keywordsPlaceholder'),
      rules: [{ type: 'array', max: KEYWORDS_MAX, message: t('trigger.keywordsMax', { n: KEYWORDS_MAX }) }],
      show: onLine,
      in: ['form'],
    },
    {
      dataIndex: 'negative',
      title: t('trigger.negative'),
      valueType: 'switch',
      yesNo: true,
      initialValue: 0,
      tooltip: t('trigger.negativeTip'),
      show: onLine,
      span: 12,
      in: ['form'],
    },
    {
      dataIndex: 'count',
      title: t('trigger.count'),
      valueType: 'number',
      min: 1,
      max: 100,
      precision: 0,
      initialValue: 1,
      suffix: t('trigger.countUnit'),
      tooltip: t('trigger.countTip'),
      span: 12,
      in: ['form'],
    },
    {
      dataIndex: 'conditions',
      title: t('trigger.conditions'),
      in: ['table'],
      width: 200,
      render: (_v, row) => conditionsCell(t, row),
    },
    {
      dataIndex: 'actions',
      title: t('trigger.actions'),
      in: ['table'],
      width: 160,
      render: (_v, row) => (
        <span data-testid="trigger-actions-cell">
          {row.actions.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: actions are listed in their saved order
            <Tag key={i} color={ACTION_COLORS[a.kind]}>
              {t(`trigger.action.${a.kind}`)}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      dataIndex: 'validity',
      title: t('validity'),
      valueType: 'radioGroup',
      valueEnum: validity,
      required: true,
      initialValue: 0,
      width: 80,
    },
    { dataIndex: 'updatedAt', title: t('updatedAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}

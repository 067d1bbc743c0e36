import { ANSWER_MAX, KNOWLEDGE_TYPES, type KnowledgeRow, QUESTION_MAX } from '@zhiyu/contract/modules/aikb/knowledge';
import { TAG_MAX_LENGTH } from '@zhiyu/contract/rules/tags';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchTree } from './kb.api.ts';

type Range = [number | null, number | null];
/** The row as the search form and the drawer hold it: a category path and an effective range. */
export type KnowledgeForm = KnowledgeRow & { keyword?: string; tag?: string; effective?: Range; category?: string[] };

const last = (v: unknown) => (Array.isArray(v) && v.length ? String(v[v.length - 1]) : null);

/** One list for the knowledge search form, table and drawer form of a library. */
export function knowledgeColumns(t: TFunction, libraryId: string): SchemaColumn<KnowledgeForm>[] {
  const types = Object.fromEntries(KNOWLEDGE_TYPES.map((k) => [k, t(`type.${k}`)]));
  const validity = { 0: { text: t('validity.0'), color: 'green' }, 1: { text: t('validity.1'), color: 'default' } };
  return [
    { dataIndex: 'keyword', title: t('item.keyword'), placeholder: t('item.keywordPlaceholder'), in: ['search'] },
    {
      dataIndex: 'question',
      title: t('item.question'),
      required: true,
      maxlength: QUESTION_MAX,
      in: ['table', 'form'],
      sorter: true,
      width: 240,
    },
    {
      dataIndex: 'similar',
      title: t('item.similar'),
      valueType: 'create',
      maxlength: QUESTION_MAX,
      placeholder: t('item.similarPlaceholder'),
      in: ['form'],
    },
    {
      dataIndex: 'similar',
      title: t('item.similarCount'),
      in: ['table'],
      width: 100,
      render: (_v, row) => row.similar.length,
    },
    // Search fields start empty; the drawer's start at the defaults (a search column's initial
    // value would filter the list).
    { dataIndex: 'type', title: t('item.type'), valueType: 'select', valueEnum: types, in: ['search'] },
    {
      dataIndex: 'type',
      title: t('item.type'),
      valueType: 'select',
      valueEnum: types,
      required: true,
      initialValue: 'qaScript',
      in: ['table', 'form'],
      width: 160,
    },
    {
      dataIndex: 'answer',
      title: t('item.answer'),
      valueType: 'richtext',
      required: true,
      in: ['table', 'form'],
      width: 280,
      rules: [{ max: ANSWER_MAX, message: t('item.answerTooLong', { n: ANSWER_MAX }) }],
    },
    {
      dataIndex: 'category',
      title: t('item.category'),
      valueType: 'category',
      placeholder: t('item.categoryPlaceholder'),
      in: ['form'],
      request: { load: (p) => fetchTree(String(p.libraryId)), params: { libraryId } },
      dataValue: (v) => ({ categoryId: last(v) }),
    },
    {
      dataIndex: 'categoryPath',
      title: t('item.category'),
      in: ['table'],
      width: 160,
      render: (_v, row) => (row.categoryPath.length ? row.categoryPath.join(' / ') : '-'),
    },
    {
      dataIndex: 'tags',
      title: t('item.tags'),
      valueType: 'create',
      maxlength: TAG_MAX_LENGTH,
      placeholder: t('item.tagsPlaceholder'),
      in: ['table', 'form'],
      width: 180,
    },
    { dataIndex: 'tag', title: t('item.tag'), maxlength: TAG_MAX_LENGTH, in: ['search'] },
    { dataIndex: 'validity', title: t('item.validity'), valueType: 'radioGroup', valueEnum: validity, in: ['search'] },
    {
      dataIndex: 'validity',
      title: t('item.validity'),
      valueType: 'radioGroup',
      valueEnum: validity,
      initialValue: 0,
      in: ['form'],
    },
    {
      dataIndex: 'validity',
      title: t('item.validity'),
      in: ['table'],
      width: 90,
      render: (_v, row) => <Tag color={row.validity === 0 ? 'green' : 'default'}>{t(`validity.${row.validity}`)}</Tag>,
    },
    {
      dataIndex: 'effective',
      title: t('item.effective'),
      valueType: 'daterange',
      tooltip: t('item.effectiveTip'),
      in: ['form'],
      dataValue: (v) => {
        const [from, to] = (v as Range | undefined) ?? [null, null];
        return { effectiveFrom: from, effectiveTo: to };
      },
    },
    {
      dataIndex: 'updatedAt',
      title: t('item.updatedAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as Range;
        return { ...(from !== null ? { updatedFrom: from } : {}), ...(to !== null ? { updatedTo: to } : {}) };
      },
    },
    { dataIndex: 'updaterName', title: t('item.updater'), in: ['table'], width: 110 },
    { dataIndex: 'updatedAt', title: t('item.updatedAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}

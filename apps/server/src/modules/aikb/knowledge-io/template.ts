import { KB_TYPE_LABELS, KB_VALIDITY_LABELS } from '@zhiyu/contract/modules/aikb/knowledge-io';
import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { kbImporter } from './io.ts';

const V = KB_VALIDITY_LABELS;
const types = (lang: 'zh' | 'en') =>
  Object.values(KB_TYPE_LABELS)
    .map((l) => l[lang])
    .join(lang === 'zh' ? '、' : ', ');

/** 知识导入模板: the knowledge importer's columns, with what each takes. */
export const knowledgeTemplate: ImportTemplate = {
  name: { zh: '知识导入模板', en: 'knowledge-import-template' },
  columns: kbImporter.columns,
  maxRows: kbImporter.maxRows,
  guide: {
    question: {
      note: { zh: '必填；库中已有相同问题时更新该条知识', en: 'Required; the same question in the library is updated' },
      example: { zh: '如何修改收货地址？', en: 'How do I change the delivery address?' },
    },
    similar: {
      note: { zh: '选填；多个相似问题每行一个', en: 'Optional; one similar question per line' },
      example: {
        zh: '收货地址填错了怎么办\n订单地址能改吗',
        en: 'I entered the wrong address\nCan I edit the address of an order',
      },
    },
    answer: {
      note: { zh: '必填；纯文本每行一段，或 HTML', en: 'Required; plain text (a paragraph a line) or HTML' },
      example: {
        zh: '订单发货前，可在「我的订单」中修改收货地址。',
        en: 'Before the order ships, change the address under My orders.',
      },
    },
    category: {
      note: {
        zh: '选填；最多两级，用 / 分隔，不存在的分类会自动创建',
        en: 'Optional; up to two levels split by /, created when missing',
      },
      example: { zh: '订单/收货地址', en: 'Orders/Address' },
    },
    tags: {
      note: { zh: '选填；多个标签用逗号分隔', en: 'Optional; several tags separated by commas' },
      example: { zh: '订单,地址', en: 'order,address' },
    },
    type: {
      note: {
        zh: `选填；${types('zh')}之一，不填为${KB_TYPE_LABELS.qaScript.zh}`,
        en: `Optional; one of ${types('en')}; empty means ${KB_TYPE_LABELS.qaScript.en}`,
      },
      example: KB_TYPE_LABELS.qaScript,
    },
    validity: {
      note: {
        zh: `选填；${V[0].zh}（或 0）、${V[1].zh}（或 1），不填为${V[0].zh}`,
        en: `Optional; ${V[0].en} (or 0) or ${V[1].en} (or 1); empty means ${V[0].en}`,
      },
      example: V[0],
    },
  },
};

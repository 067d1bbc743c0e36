import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { tradeImporter } from './io.ts';

/** 行业导入模板: the industry importer's columns (name, parent, order). */
export const tradeTemplate: ImportTemplate = {
  name: { zh: '行业导入模板', en: 'industry-import-template' },
  columns: tradeImporter.columns,
  maxRows: tradeImporter.maxRows,
  guide: {
    name: {
      note: {
        zh: '必填；同一上级下已有同名行业时只更新排序',
        en: 'Required; an industry of that name under the same parent only takes the new order',
      },
      example: { zh: '金融', en: 'Finance' },
    },
    parent: {
      note: {
        zh: '选填；填写一级行业名称即为其子行业（须已存在或在本文件中更早出现），不填为一级行业',
        en: 'Optional; the name of a top-level industry (existing, or earlier in this file) makes this a sub-industry; empty makes it top-level',
      },
    },
    sort: {
      note: {
        zh: '选填；0–9999 的整数，越小越靠前，不填为 0',
        en: 'Optional; a whole number 0–9999, smaller first; empty means 0',
      },
      example: 10,
    },
  },
};

import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { tagImporter } from './io.ts';

/** 标签导入模板: the tag importer's columns, with what each takes. */
export const tagTemplate: ImportTemplate = {
  name: { zh: '标签导入模板', en: 'tag-import-template' },
  columns: tagImporter.columns,
  maxRows: tagImporter.maxRows,
  guide: {
    name: {
      note: { zh: '必填；已有同名标签时更新该标签', en: 'Required; a tag of the same name is updated' },
      example: { zh: '高意向', en: 'High intent' },
    },
    group: {
      note: {
        zh: '填写分组代码：customer（客户属性）、intention（意向）、call（通话）、other（其他）；不填为 other',
        en: 'A group code: customer, intention, call or other; empty means other',
      },
      example: 'intention',
    },
    enabled: {
      note: { zh: '1 启用，0 停用；不填为 1', en: '1 enabled, 0 disabled; empty means 1' },
      example: 1,
    },
    description: {
      note: { zh: '选填', en: 'Optional' },
      example: { zh: '通话中明确表示有购买意向', en: 'Said in the call they want to buy' },
    },
  },
};

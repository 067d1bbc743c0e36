import { CUSTOMER_IMPORT_MAX_ROWS } from '@zhiyu/contract/modules/aicall/customer';
import type { AttributeDef } from '@zhiyu/contract/modules/aicall/customer-attribute';
import type { ColumnGuide, ImportTemplate } from '../../../platform/excel/template.ts';
import { FIXED } from './import-job.ts';

const FIXED_GUIDE: Record<string, ColumnGuide> = {
  name: { note: { zh: '选填', en: 'Optional' }, example: { zh: '张三', en: 'Zhang San' } },
  phone: {
    note: {
      zh: '必填；11 位手机号或带区号的固定电话；文件内及已有客户中不能重复',
      en: 'Required; a mobile or landline number with area code; once per file and not an existing customer',
    },
    example: '13800138000',
  },
  tags: {
    note: { zh: '选填；多个标签用逗号分隔', en: 'Optional; several tags separated by commas' },
    example: { zh: '高意向,回访', en: 'high intent,call back' },
  },
};

/** What an attribute's column takes, and an example value its type accepts. */
function attributeGuide(d: AttributeDef): ColumnGuide {
  const req = d.required ? { zh: '必填', en: 'Required' } : { zh: '选填', en: 'Optional' };
  switch (d.type) {
    case 'number':
      return { note: { zh: `${req.zh}；数字`, en: `${req.en}; a number` }, example: 1 };
    case 'date':
      return { note: { zh: `${req.zh}；日期 YYYY-MM-DD`, en: `${req.en}; a date YYYY-MM-DD` }, example: '2026-01-01' };
    case 'select':
      return {
        note: {
          zh: `${req.zh}；以下选项之一：${d.options.join('、')}`,
          en: `${req.en}; one of: ${d.options.join(', ')}`,
        },
        example: d.options[0] ?? '',
      };
    default:
      return { note: { zh: `${req.zh}；文本`, en: `${req.en}; text` }, example: { zh: '示例', en: 'example' } };
  }
}

/**
 * 客户导入模板 of a tenant: the importer's fixed columns, then one column per attribute of the
 * tenant (its name is the header the importer matches), required ones marked.
 */
export function customerTemplate(defs: AttributeDef[]): ImportTemplate {
  const guide: Record<string, ColumnGuide> = { ...FIXED_GUIDE };
  for (const d of defs) guide[`attr:${d.id}`] = attributeGuide(d);
  return {
    name: { zh: '客户导入模板', en: 'customer-import-template' },
    columns: [
      ...FIXED.map((c) => ({ ...c, required: c.key === 'phone' })),
      ...defs.map((d) => ({ key: `attr:${d.id}`, headers: [d.name], required: d.required === 1 })),
    ],
    guide,
    maxRows: CUSTOMER_IMPORT_MAX_ROWS,
  };
}

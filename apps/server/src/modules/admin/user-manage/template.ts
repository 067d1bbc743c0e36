import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { userImporter } from './io.ts';

/** 用户导入模板: the user importer's columns, with the create form's rules. */
export const userTemplate: ImportTemplate = {
  name: { zh: '用户导入模板', en: 'user-import-template' },
  columns: userImporter.columns,
  maxRows: userImporter.maxRows,
  guide: {
    username: {
      note: {
        zh: '必填；字母、数字及 _ . @ -，不能与已有用户名重复',
        en: 'Required; letters, digits and _ . @ -; must not be taken',
      },
      example: 'zhang.san',
    },
    nickname: { note: { zh: '必填', en: 'Required' }, example: { zh: '张三', en: 'Zhang San' } },
    password: {
      note: {
        zh: '必填；至少 8 位，不能与用户名相同或过于常见；首次登录须修改',
        en: 'Required; at least 8 characters, not the username nor a common password; changed at the first sign-in',
      },
      example: 'Zhiyu#2026a',
    },
    phone: { note: { zh: '选填', en: 'Optional' }, example: '13800138000' },
    email: { note: { zh: '选填', en: 'Optional' }, example: 'zhang.san@example.com' },
    remark: { note: { zh: '选填', en: 'Optional' } },
  },
  tips: [
    {
      zh: '导入的用户为所选租户的租户用户。',
      en: 'Imported users become tenant users of the chosen tenant.',
    },
  ],
};

import { CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { PHONE, REASON } from './import-job.ts';

/** 黑名单导入模板: the customer blacklist importer's two columns. */
export const customerBlacklistTemplate: ImportTemplate = {
  name: { zh: '黑名单导入模板', en: 'blacklist-import-template' },
  columns: [
    { key: 'phone', headers: PHONE, required: true },
    { key: 'reason', headers: REASON },
  ],
  maxRows: CUSTOMER_BLACKLIST_IMPORT_MAX_ROWS,
  guide: {
    phone: {
      note: {
        zh: '必填；11 位手机号或带区号的固定电话；不能已在黑名单中，文件内不能重复',
        en: 'Required; a mobile or landline number with area code; not listed yet, and once per file',
      },
      example: '13800138000',
    },
    reason: { note: { zh: '选填', en: 'Optional' }, example: { zh: '客户要求不再来电', en: 'Asked not to be called' } },
  },
};

import { BLACKLIST_IMPORT_MAX_ROWS } from '@zhiyu/contract/modules/admin/blacklist';
import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { COLUMNS } from './import-job.ts';

/** 平台黑名单导入模板: the platform blacklist importer's columns. */
export const blacklistTemplate: ImportTemplate = {
  name: { zh: '平台黑名单导入模板', en: 'platform-blacklist-import-template' },
  columns: COLUMNS.map((c) => ({ ...c, required: c.key === 'phone' })),
  maxRows: BLACKLIST_IMPORT_MAX_ROWS,
  guide: {
    phone: {
      note: { zh: '必填；不能已在黑名单中，文件内不能重复', en: 'Required; not listed yet, and once per file' },
      example: '13800138000',
    },
    reason: { note: { zh: '选填', en: 'Optional' }, example: { zh: '用户投诉', en: 'Complaint' } },
    expiresAt: {
      note: {
        zh: '选填；格式 YYYY-MM-DD HH:mm:ss，须晚于当前时间，不填为永久',
        en: 'Optional; YYYY-MM-DD HH:mm:ss, in the future; empty means for ever',
      },
      example: '2099-12-31 23:59:59',
    },
  },
};

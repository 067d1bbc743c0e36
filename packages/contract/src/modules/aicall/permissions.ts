import { definePermissions } from '../../permissions.ts';

const MENU = '/aicall/crm-filed/list';

/** Tag management (标签管理) under the attribute-management menu: interfaces (3) and buttons (2). */
export const AICALL_PERMISSIONS = definePermissions([
  { code: 'aicall.tag.list', type: 3, menu: MENU },
  { code: 'aicall.tag.create', type: 3, menu: MENU },
  { code: 'aicall.tag.update', type: 3, menu: MENU },
  { code: 'aicall.tag.delete', type: 3, menu: MENU },
  { code: 'aicall.tag.import', type: 3, menu: MENU },
  { code: 'aicall.tag.export', type: 3, menu: MENU },
  { code: 'aicall.tag.add-button', type: 2, menu: MENU },
  { code: 'aicall.tag.edit-button', type: 2, menu: MENU },
  { code: 'aicall.tag.delete-button', type: 2, menu: MENU },
  { code: 'aicall.tag.import-button', type: 2, menu: MENU },
  { code: 'aicall.tag.export-button', type: 2, menu: MENU },
] as const);

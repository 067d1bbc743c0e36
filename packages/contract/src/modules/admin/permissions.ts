import { definePermissions } from '../../permissions.ts';

export const ADMIN_PERMISSIONS = definePermissions([
  { code: 'admin.licence.view', type: 3, menu: '/aihelper/authorization' },
  { code: 'admin.licence.upload', type: 2, menu: '/aihelper/authorization' },
  { code: 'admin.model.list', type: 3, menu: '/learnself/model/modelmanager' },
] as const);

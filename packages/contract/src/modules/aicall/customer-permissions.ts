import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Customers, their attributes and the customer blacklist (issue 5 §2). */
export const CUSTOMER_PERMISSIONS = definePermissions([
  ...screen(
    'aicall',
    '/aicall/crm-filed/list',
    'attribute',
    ['list', 'create', 'update', 'delete'],
    ['add', 'edit', 'delete'],
  ),
  ...screen(
    'aicall',
    '/aicall/crm/list',
    'customer',
    ['list', 'create', 'update', 'delete', 'import', 'export', 'add-to-task'],
    ['add', 'edit', 'delete', 'import', 'export', 'add-to-task', 'full-phone'],
  ),
  ...screen(
    'aicall',
    '/aicall/crm-black/list',
    'blacklist',
    ['list', 'create', 'delete', 'import', 'export'],
    ['add', 'delete', 'import', 'export'],
  ),
]);

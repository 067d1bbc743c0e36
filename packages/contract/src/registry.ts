/**
 * The one list of every module's permissions. A new module adds its `permissions.ts` here;
 * the server seeds resources from it and the walk test checks every endpoint names one of them.
 */
import { ADMIN_PERMISSIONS } from './modules/admin/permissions.ts';
import { AICALL_PERMISSIONS } from './modules/aicall/permissions.ts';
import { LOOKUPS_PERMISSIONS } from './modules/lookups/permissions.ts';
import { type PermissionDef, resourcesFrom } from './permissions.ts';

export const ALL_PERMISSIONS: readonly PermissionDef[] = [
  ...ADMIN_PERMISSIONS,
  ...AICALL_PERMISSIONS,
  ...LOOKUPS_PERMISSIONS,
];

export const ALL_RESOURCES = resourcesFrom(ALL_PERMISSIONS);

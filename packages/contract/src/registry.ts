/**
 * The one list of every module's permissions. A new module adds its `permissions.ts` here;
 * the server seeds resources from it and the walk test checks every endpoint names one of them.
 */
import { HOME_PERMISSIONS } from './modules/admin/home.ts';
import { ADMIN_PERMISSIONS } from './modules/admin/permissions.ts';
import { CUSTOMER_PERMISSIONS } from './modules/aicall/customer-permissions.ts';
import { DATABOARD_PERMISSIONS } from './modules/aicall/databoard-permissions.ts';
import { AICALL_PERMISSIONS } from './modules/aicall/permissions.ts';
import { RECORD_PERMISSIONS } from './modules/aicall/record-permissions.ts';
import { SETTING_PERMISSIONS } from './modules/aicall/setting-permissions.ts';
import { TASK_PERMISSIONS } from './modules/aicall/task-permissions.ts';
import { AIHELPER_PERMISSIONS } from './modules/aihelper/permissions.ts';
import { DOCUMENT_PERMISSIONS } from './modules/aikb/document-permissions.ts';
import { KB_PERMISSIONS } from './modules/aikb/permissions.ts';
import { AITEXT_PERMISSIONS } from './modules/aitext/permissions.ts';
import { BOT_PERMISSIONS } from './modules/bot/permissions.ts';
import { LEARNSELF_PERMISSIONS } from './modules/learnself/permissions.ts';
import { LOOKUPS_PERMISSIONS } from './modules/lookups/permissions.ts';
import { type PermissionDef, resourcesFrom } from './permissions.ts';

const LISTS = [
  ADMIN_PERMISSIONS,
  HOME_PERMISSIONS,
  AICALL_PERMISSIONS,
  BOT_PERMISSIONS,
  CUSTOMER_PERMISSIONS,
  TASK_PERMISSIONS,
  RECORD_PERMISSIONS,
  SETTING_PERMISSIONS,
  DATABOARD_PERMISSIONS,
  LOOKUPS_PERMISSIONS,
  KB_PERMISSIONS,
  DOCUMENT_PERMISSIONS,
  AITEXT_PERMISSIONS,
  LEARNSELF_PERMISSIONS,
  AIHELPER_PERMISSIONS,
] as const;

export const ALL_PERMISSIONS: readonly PermissionDef[] = LISTS.flat();

/** Every button code (type 2) of the registry: `<Can code>` and row actions accept only these. */
export type ButtonCode = Extract<(typeof LISTS)[number][number], { type: 2 }>['code'];

export const ALL_RESOURCES = resourcesFrom(ALL_PERMISSIONS);

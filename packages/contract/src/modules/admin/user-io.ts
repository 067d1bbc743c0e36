/**
 * Import and export of users (issue 4: the user list with Excel import/export), on the shared job
 * endpoints of jobs.ts. The rows follow the create rules of user-manage.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, ImportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import {
  emailField,
  idField,
  nicknameField,
  passwordField,
  phoneField,
  remarkField,
  UserListQuery,
  usernameField,
} from './user-manage.ts';

/** Columns of the user workbook; the header row carries these labels (either language). */
export const USER_IMPORT_COLUMNS = ['username', 'nickname', 'password', 'phone', 'email', 'remark'] as const;
export const USER_EXPORT_COLUMNS = [
  'username',
  'nickname',
  'level',
  'channelName',
  'tenantName',
  'roles',
  'phone',
  'email',
  'status',
  'createdAt',
] as const;
export type UserExportColumn = (typeof USER_EXPORT_COLUMNS)[number];
export const USER_IO_HEADERS: Record<
  (typeof USER_IMPORT_COLUMNS)[number] | UserExportColumn,
  { zh: string; en: string }
> = {
  username: { zh: '用户名', en: 'Username' },
  nickname: { zh: '昵称', en: 'Nickname' },
  password: { zh: '密码', en: 'Password' },
  phone: { zh: '手机号', en: 'Phone' },
  email: { zh: '邮箱', en: 'Email' },
  remark: { zh: '备注', en: 'Remark' },
  level: { zh: '级别', en: 'Level' },
  channelName: { zh: '渠道', en: 'Channel' },
  tenantName: { zh: '租户', en: 'Tenant' },
  roles: { zh: '角色', en: 'Roles' },
  status: { zh: '状态', en: 'Status' },
  createdAt: { zh: '创建时间', en: 'Created' },
};

/** The row schema of an import (the create rules; the level is tenant, the tenant the one chosen). */
export const UserImportRow = z.object({
  username: usernameField,
  nickname: nicknameField,
  password: passwordField,
  phone: phoneField.default(''),
  email: emailField.default(''),
  remark: remarkField.default(''),
});

/** Multipart POST, one file field `files`; `tenantId` names the tenant the users join (tenant admins: their own). */
export const importManagedUsers = defineEndpoint({
  id: 'admin.userManage.import',
  method: 'POST',
  path: '/ai-admin/user-manage/import',
  access: 'admin.user.import',
  query: z.object({ tenantId: idField.optional() }),
  response: JobRef,
});

export const importManagedUsersStatus = defineEndpoint({
  id: 'admin.userManage.importStatus',
  method: 'GET',
  path: '/ai-admin/user-manage/import/status',
  access: 'admin.user.import',
  query: JobQuery,
  response: ImportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const importManagedUsersErrors = defineEndpoint({
  id: 'admin.userManage.importErrors',
  method: 'GET',
  path: '/ai-admin/user-manage/import/errors',
  access: 'admin.user.import',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

/** The import's download template (用户导入模板.xlsx): the importer's header row, then a sheet of instructions. */
export const importManagedUsersTemplate = defineEndpoint({
  id: 'admin.userManage.importTemplate',
  method: 'GET',
  path: '/ai-admin/user-manage/import/template',
  access: 'admin.user.import',
  kind: 'binary',
  response: z.unknown(),
});

const { pageNum: _n, pageSize: _s, sortField: _f, sortOrder: _o, ...filterShape } = UserListQuery.shape;
export const UserExportBody = z.object({
  filter: z.object(filterShape).default({ view: 'all' }),
  columns: z
    .array(z.enum(USER_EXPORT_COLUMNS))
    .min(1)
    .max(USER_EXPORT_COLUMNS.length)
    .default([...USER_EXPORT_COLUMNS]),
});

export const exportManagedUsers = defineEndpoint({
  id: 'admin.userManage.export',
  method: 'POST',
  path: '/ai-admin/user-manage/export',
  access: 'admin.user.export',
  body: UserExportBody,
  response: JobRef,
  example: { body: { filter: { view: 'all', nickname: '管理员' }, columns: ['username', 'nickname'] } },
});

export const exportManagedUsersStatus = defineEndpoint({
  id: 'admin.userManage.exportStatus',
  method: 'GET',
  path: '/ai-admin/user-manage/export/status',
  access: 'admin.user.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadManagedUsersExport = defineEndpoint({
  id: 'admin.userManage.download',
  method: 'GET',
  path: '/ai-admin/user-manage/export/download',
  access: 'admin.user.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});

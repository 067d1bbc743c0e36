import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PASSWORD_MAX_LENGTH } from '../../rules/password.ts';
import { OrgRef, UserInfo } from './schemas.ts';

export const updatePassword = defineEndpoint({
  id: 'admin.user.updatePassword',
  method: 'POST',
  path: '/ai-admin/user/updatePassword',
  access: 'self',
  body: z.object({
    oldPassword: z.string().min(1).max(128),
    newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  }),
  response: z.null(),
  // Valid input that changes nothing (wrong current password → 110005), so the endpoint walk can
  // call it without ending the session it walks with.
  example: { body: { oldPassword: 'not-the-current-one', newPassword: 'Quiet-Harbour-2026' } },
});

/** Avatars are files of this console only, never an outside address. */
export const AVATAR_ADDRESS = /^\/ai-admin\/public\/files\/view\?id=[A-Za-z0-9-]{1,64}$/;

export const updateUser = defineEndpoint({
  id: 'admin.user.update',
  method: 'POST',
  path: '/ai-admin/user/update',
  access: 'self',
  body: z
    .object({
      nickname: z.string().trim().min(1).max(32).optional(),
      language: z.enum(['zh-CN', 'en-US']).optional(),
      /** An image uploaded through the files endpoint (its view address), or null to remove it. */
      avatar: z.string().regex(AVATAR_ADDRESS).nullable().optional(),
    })
    .refine((b) => b.nickname !== undefined || b.language !== undefined || b.avatar !== undefined, {
      message: 'nickname, language or avatar',
    }),
  response: UserInfo,
  example: { body: { language: 'zh-CN' } },
});

/** Organisations the caller may switch to (requirements §6 current organisation). */
export const listOrgs = defineEndpoint({
  id: 'admin.user.orgs',
  method: 'GET',
  path: '/ai-admin/user/orgs',
  access: 'self',
  response: z.array(OrgRef),
});

export const LoginLog = z.object({
  id: z.string(),
  time: z.number(),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  reason: z.string().nullable(),
});
export type LoginLog = z.infer<typeof LoginLog>;

export const PageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [5, 10, 20, 50, 100].includes(n), 'pageSize')
    .default(10),
});

/** The caller's own sign-in history, newest first. */
export const listLoginLogs = defineEndpoint({
  id: 'admin.user.loginLogs',
  method: 'GET',
  path: '/ai-admin/user/login-logs',
  access: 'self',
  query: PageQuery,
  response: z.object({ list: z.array(LoginLog), total: z.number(), pageNum: z.number(), pageSize: z.number() }),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

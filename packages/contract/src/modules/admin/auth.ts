import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { Captcha, LoginResult, SessionGrant, TokenPair } from './schemas.ts';

const username = z.string().trim().min(1).max(64);

export const login = defineEndpoint({
  id: 'admin.auth.login',
  method: 'POST',
  path: '/ai-admin/auth/login',
  access: 'public',
  quiet: true,
  body: z.object({
    username,
    password: z.string().min(1).max(128),
    captchaId: z.string().max(64).optional(),
    verifyCode: z.string().max(16).optional(),
    /** The browser's device uuid, kept across logouts (requirements §4). */
    uuid: z.string().max(64).optional(),
  }),
  response: LoginResult,
  example: { body: { username: 'tenant', password: 'Tenant@2026' } },
});

/** Exchange an access token given in a URL (single sign-on, requirements §2) for the session's grant. */
export const getSession = defineEndpoint({
  id: 'admin.auth.session',
  method: 'GET',
  path: '/ai-admin/auth/session',
  access: 'self',
  response: SessionGrant,
});

export const logout = defineEndpoint({
  id: 'admin.auth.logout',
  method: 'POST',
  path: '/ai-admin/auth/logout',
  access: 'self',
  response: z.null(),
});

/** Rotates the refresh token sent in the `refresh-token` header. */
export const refreshToken = defineEndpoint({
  id: 'admin.auth.refreshToken',
  method: 'GET',
  path: '/ai-admin/auth/refresh-token',
  access: 'public',
  quiet: true,
  response: TokenPair,
});

export const getSdkToken = defineEndpoint({
  id: 'admin.auth.sdkToken',
  method: 'GET',
  path: '/ai-admin/auth/sdk-token',
  access: 'self',
  quiet: true,
  /** `expire` is in seconds (requirements §3 SDK token response). */
  response: z.object({ token: z.string(), expire: z.number() }),
});

export const verifyCodeGet = defineEndpoint({
  id: 'admin.auth.verifyCode',
  method: 'GET',
  path: '/ai-admin/auth/verify-code',
  access: 'public',
  quiet: true,
  response: Captcha,
});

/** Tells whether a captcha is required for this username now, with one when it is. */
export const verifyCodePost = defineEndpoint({
  id: 'admin.auth.verifyCodeCheck',
  method: 'POST',
  path: '/ai-admin/auth/verify-code',
  access: 'public',
  quiet: true,
  body: z.object({ username: username.optional() }),
  response: z.object({ required: z.boolean(), captcha: Captcha.nullable() }),
  example: { body: { username: 'tenant' } },
});

export const switchOrg = defineEndpoint({
  id: 'admin.auth.switchOrg',
  method: 'POST',
  path: '/ai-admin/auth/switch-org',
  access: 'self',
  body: z.object({ orgId: z.string().min(1).max(64) }),
  response: SessionGrant,
  example: { body: { orgId: '2001' } },
});

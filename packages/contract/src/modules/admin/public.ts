import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { Licence, LoginPageConfig } from './schemas.ts';

export const getLoginPageConfig = defineEndpoint({
  id: 'admin.public.loginPageConfig',
  method: 'GET',
  path: '/ai-admin/public/getLoginPageConfig',
  access: 'public',
  quiet: true,
  query: z.object({ channelId: z.string().max(64).optional() }),
  response: LoginPageConfig,
});

export const getLoginMatrix = defineEndpoint({
  id: 'admin.public.loginMatrix',
  method: 'GET',
  path: '/ai-admin/public/login-matrix',
  access: 'public',
  quiet: true,
  response: z.object({
    methods: z.array(z.object({ type: z.enum(['password', 'sso', 'sms', 'qrcode']), enabled: z.boolean() })),
  }),
});

/**
 * Upload a vendor-signed licence. Declared public, because while no valid licence is installed
 * (a fresh install, or the last one expired) the sign-in page must be able to install one; while
 * a valid licence is installed the server takes it only from a signed-in platform operator.
 */
export const updateLicense = defineEndpoint({
  id: 'admin.public.updateLicense',
  method: 'POST',
  path: '/ai-admin/public/updateLicense',
  access: 'public',
  body: z.object({ licence: z.string().min(1).max(16384) }),
  response: Licence,
});

export const getLicenceInfo = defineEndpoint({
  id: 'admin.licence.info',
  method: 'GET',
  path: '/ai-admin/licence/info',
  access: 'admin.licence.view',
  response: Licence.nullable(),
});

export const listBotModels = defineEndpoint({
  id: 'admin.model.botModelList',
  method: 'POST',
  path: '/ai-admin/model/version/query/botmodellist',
  access: 'admin.model.list',
  body: z.object({ botId: z.string().max(64).optional() }),
  response: z.array(z.object({ id: z.string(), name: z.string(), version: z.string(), state: z.number() })),
  example: { body: {} },
});

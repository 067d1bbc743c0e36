import * as api from '@zhiyu/contract/modules/admin/public';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { saveLicence } from '../licence/repo.ts';
import { verifyLicence } from '../licence/verify.ts';
import { loginPageConfig } from './oem.ts';

export default function publicRoutes(app: FastifyInstance) {
  route(app, api.loginPageConfig, ({ ctx, query, req }) => loginPageConfig(ctx, query.channelId, req.headers.host));

  route(app, api.loginMatrix, async () => ({
    methods: [
      { type: 'password' as const, enabled: true },
      { type: 'sso' as const, enabled: true },
      { type: 'sms' as const, enabled: false },
      { type: 'qrcode' as const, enabled: false },
    ],
  }));

  route(app, api.updateLicense, async ({ ctx, body }) => {
    const { licence, signature } = verifyLicence(body.licence, ctx.config.LICENCE_PUBLIC_KEY, ctx.now());
    await saveLicence(ctx.db, licence, signature, ctx.now());
    return licence;
  });
}

import * as api from '@zhiyu/contract/modules/admin/public';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { updateLicence } from '../licence/service.ts';
import { loginPageConfig } from './oem.ts';

export default function publicRoutes(app: FastifyInstance) {
  route(app, api.getLoginPageConfig, ({ ctx, query, req }) => loginPageConfig(ctx, query.channelId, req.headers.host));

  route(app, api.getLoginMatrix, async () => ({
    methods: [
      { type: 'password' as const, enabled: true },
      { type: 'sso' as const, enabled: true },
      { type: 'sms' as const, enabled: false },
      { type: 'qrcode' as const, enabled: false },
    ],
  }));

  // Public only while no valid licence is installed; then an operator action (licence/service.ts).
  route(app, api.updateLicense, ({ ctx, req, body }) => updateLicence(ctx, req, body.licence));
}

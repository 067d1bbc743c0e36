import * as api from '@zhiyu/contract/modules/admin/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/access/session.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { newCaptcha } from './captcha.ts';
import { buildGrant } from './grant.ts';
import { login } from './login.ts';
import { scopeForOrg } from './orgs.ts';
import { signSdkToken } from './sdk-token.ts';
import { revokeFamily, rotate, setScope } from './sessions.ts';
import { captchaRequired } from './throttle.ts';

const userAgent = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '');

export default function authRoutes(app: FastifyInstance) {
  route(app, api.login, ({ ctx, body, req }) => login(ctx, body, req.ip, userAgent(req)));

  route(app, api.getSession, async ({ ctx, req }) => {
    const s = sessionOf(req);
    return (await buildGrant(ctx, s.userId, s, s.uuid)).grant;
  });

  route(app, api.logout, async ({ ctx, req }) => {
    await revokeFamily(ctx, sessionOf(req).familyId, 'logout');
    return null;
  });

  route(app, api.refreshToken, async ({ ctx, req }) => {
    const header = req.headers['refresh-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new AppError('999988');
    return (await rotate(ctx, token, { ip: req.ip, userAgent: userAgent(req) })).tokens;
  });

  route(app, api.getSdkToken, async ({ ctx, req }) => {
    const s = sessionOf(req);
    return signSdkToken(ctx, s.sessionId, s.userId);
  });

  route(app, api.verifyCodeGet, ({ ctx }) => newCaptcha(ctx.kv));

  route(app, api.verifyCodePost, async ({ ctx, body }) => {
    const required = await captchaRequired(ctx.kv, ctx.config.CAPTCHA_MODE, body.username);
    return { required, captcha: required ? await newCaptcha(ctx.kv) : null };
  });

  route(app, api.switchOrg, async ({ ctx, body, req }) => {
    const s = sessionOf(req);
    const scope = await scopeForOrg(ctx, s, body.orgId);
    await setScope(ctx, s.sessionId, scope);
    return (await buildGrant(ctx, s.userId, scope, s.uuid)).grant;
  });
}

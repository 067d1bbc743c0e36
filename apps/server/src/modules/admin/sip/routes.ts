import { getSip, testSip, updateSip } from '@zhiyu/contract/modules/admin/sip';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import * as svc from './service.ts';

/** /ai-admin/tenant/sip/* (/index/tenant/sip): the session tenant's SIP trunk. */
export default function sipRoutes(app: FastifyInstance) {
  route(app, getSip, ({ ctx, req }) => svc.getSip(ctx, req));
  route(app, updateSip, ({ ctx, req, body }) => svc.saveSip(ctx, req, body));
  route(app, testSip, ({ req, body }) => svc.testSip(req, body));
}

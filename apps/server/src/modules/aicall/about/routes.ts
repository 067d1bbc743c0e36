import { getAbout } from '@zhiyu/contract/modules/aicall/about';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { PRODUCT_VERSION } from '../../../platform/version/version.ts';
import { CHANGELOG } from './changelog.ts';

/** /v1/aicall-web/about/get — 关于系统. */
export default function aboutRoutes(app: FastifyInstance) {
  route(app, getAbout, async () => ({ version: PRODUCT_VERSION, changelog: CHANGELOG }));
}

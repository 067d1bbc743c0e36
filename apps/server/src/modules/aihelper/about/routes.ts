import { getAihelperAbout } from '@zhiyu/contract/modules/aihelper/about';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { PRODUCT_VERSION } from '../../../platform/version/version.ts';
import { AIHELPER_CHANGELOG } from './changelog.ts';

/** /aihelper-api/about/get — 关于系统 of the agent assistant. */
export default function aihelperAboutRoutes(app: FastifyInstance) {
  route(app, getAihelperAbout, async () => ({ version: PRODUCT_VERSION, changelog: AIHELPER_CHANGELOG }));
}

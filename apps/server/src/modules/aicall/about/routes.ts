import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAbout } from '@zhiyu/contract/modules/aicall/about';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { CHANGELOG } from './changelog.ts';

/** The version of the product: the root package.json's, read once at start. */
const ROOT_PACKAGE = path.resolve(import.meta.dirname, '../../../../../../package.json');
const VERSION = (JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { version?: string }).version ?? '0.0.0';

/** /v1/aicall-web/about/get — 关于系统. */
export default function aboutRoutes(app: FastifyInstance) {
  route(app, getAbout, async () => ({ version: VERSION, changelog: CHANGELOG }));
}

import * as api from '@zhiyu/contract/modules/learnself/generate';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { lsScope } from '../dataset/repo.ts';
import { generate } from './service.ts';

/** /learnself-api/generate/* — similar-question generation (requirements R4 §6). */
export default function generateRoutes(app: FastifyInstance) {
  route(app, api.generateSimilar, ({ ctx, body, req }) => generate(ctx, lsScope(req), body, langOf(req)));
}

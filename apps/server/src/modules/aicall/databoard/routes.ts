import * as api from '@zhiyu/contract/modules/aicall/databoard';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { recordScope } from '../record/service.ts';
import { boardOptions } from './options.ts';

/**
 * /v1/aicall-web/databoard/options — the boards' filter choices. Each board is a resource of its
 * own (`../board-<name>/routes.ts`) built on this folder's range, options and export helpers.
 */
export default function databoardRoutes(app: FastifyInstance) {
  route(app, api.listBoardOptions, ({ ctx, req }) => boardOptions(ctx.db, recordScope(req), ctx.now()));
}

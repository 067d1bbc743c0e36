import * as api from '@zhiyu/contract/modules/aicall/customer-attribute';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { customerScope } from '../customer/scope.ts';
import * as repo from './repo.ts';
import { createAttribute, deleteAttributes, updateAttribute } from './service.ts';

/** /v1/aicall-web/customer-attribute/* — the 属性管理 tab; every query is scoped to the session. */
export default function attributeRoutes(app: FastifyInstance) {
  route(app, api.listAttributes, ({ ctx, query, req }) => repo.list(ctx.db, customerScope(req), query));
  route(app, api.listAllAttributes, async ({ ctx, req }) =>
    (await repo.all(ctx.db, customerScope(req))).map((a) => {
      const { valueCount: _v, ...row } = repo.toRow(a);
      return row;
    }),
  );
  route(app, api.createAttribute, ({ ctx, body, req }) => createAttribute(ctx, customerScope(req), body));
  route(app, api.updateAttribute, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateAttribute(ctx, customerScope(req), id, input);
  });
  route(app, api.deleteAttributes, ({ ctx, body, req }) =>
    deleteAttributes(ctx, customerScope(req), body.ids, body.removeValues),
  );
}

import * as api from '@zhiyu/contract/modules/aihelper/field';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { fieldsOf } from './fill.ts';
import { createField, deleteFields, listFields, setFill, toRow, updateField } from './service.ts';

/**
 * /aihelper-api/customField/* — the form's fields; /aihelper-api/agent/form — the form for the desk;
 * /aihelper-api/agent/fill — the agent's values.
 */
export default function fieldRoutes(app: FastifyInstance) {
  route(app, api.listCustomFields, ({ ctx, query, req }) => listFields(ctx.db, scope(req).tenantId, query));
  route(app, api.createCustomField, ({ ctx, body, req }) => createField(ctx, req, body));
  route(app, api.updateCustomField, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateField(ctx, req, id, input);
  });
  route(app, api.deleteCustomFields, ({ ctx, body, req }) => deleteFields(ctx, req, body.ids));
  route(app, api.getDeskForm, async ({ ctx, req }) => (await fieldsOf(ctx.db, scope(req).tenantId)).map(toRow));
  route(app, api.setFillValue, ({ ctx, body, req }) => setFill(ctx, req, body));
}

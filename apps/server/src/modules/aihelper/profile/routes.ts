import * as api from '@zhiyu/contract/modules/aihelper/profile';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { route } from '../../../platform/http/route.ts';
import { createProfile, deleteProfiles, listProfileRows, profileChoices, updateProfile } from './service.ts';

/** /aihelper-api/profile/* — the assistant's settings per skill group (/aihelper/agent-assistant). */
export default function profileRoutes(app: FastifyInstance) {
  route(app, api.listProfiles, ({ ctx, query, req }) => listProfileRows(ctx.db, scope(req).tenantId, query));
  route(app, api.getProfileChoices, ({ ctx, req }) => profileChoices(ctx.db, scope(req).tenantId));
  route(app, api.createProfile, ({ ctx, body, req }) => createProfile(ctx, req, body));
  route(app, api.updateProfile, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateProfile(ctx, req, id, input);
  });
  route(app, api.deleteProfiles, ({ ctx, body, req }) => deleteProfiles(ctx, req, body.ids));
}

import * as api from '@zhiyu/contract/modules/aikb/library';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { kbScope } from '../opera-log/record.ts';
import * as repo from './repo.ts';
import { createLibrary, deleteLibraries, setLibraryStatus, updateLibrary } from './service.ts';

/** /aikb-api/library/* — libraries of the session's tenant and application. */
export default function libraryRoutes(app: FastifyInstance) {
  route(app, api.listLibraries, ({ ctx, query, req }) => repo.listLibraries(ctx.db, kbScope(req), query));
  route(app, api.createLibrary, ({ ctx, body, req }) => createLibrary(ctx, req, body));
  route(app, api.updateLibrary, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateLibrary(ctx, req, id, input);
  });
  route(app, api.deleteLibraries, ({ ctx, body, req }) => deleteLibraries(ctx, req, body.ids));
  route(app, api.setLibraryStatus, ({ ctx, body, req }) => setLibraryStatus(ctx, req, body.ids, body.status));
}

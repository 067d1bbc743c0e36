import * as api from '@zhiyu/contract/modules/aikb/document';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { listDocuments, listSegments } from './repo.ts';
import {
  assertDocument,
  deleteDocuments,
  docScope,
  editSegment,
  setSegmentsEnabled,
  uploadDocument,
} from './service.ts';

/** /aikb-api/document/* — a library's documents and their segments. */
export default function documentRoutes(app: FastifyInstance) {
  route(app, api.uploadDocument, ({ ctx, query, req }) => uploadDocument(ctx, req, query.libraryId));
  route(app, api.listDocuments, ({ ctx, query, req }) => listDocuments(ctx.db, docScope(req), query));
  route(app, api.deleteDocuments, ({ ctx, body, req }) => deleteDocuments(ctx, req, body.ids));
  route(app, api.listSegments, async ({ ctx, query, req }) => {
    await assertDocument(ctx, req, query.documentId);
    return listSegments(ctx.db, docScope(req), query);
  });
  route(app, api.updateSegment, ({ ctx, body, req }) => editSegment(ctx, req, body.id, body.text));
  route(app, api.setSegmentsEnabled, ({ ctx, body, req }) => setSegmentsEnabled(ctx, req, body.ids, body.enabled));
}

import * as api from '@zhiyu/contract/modules/learnself/qa';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { lsScope } from '../dataset/repo.ts';
import { acceptCandidates } from './accept.ts';
import { categoryOptions, documentOptions, libraryOptions } from './options.ts';
import { runExtraction } from './run.ts';
import * as svc from './service.ts';

/** /learnself-api/qa/* — QA extraction: runs, candidates, review and push (docs/learnself.md). */
export default function qaRoutes(app: FastifyInstance) {
  route(app, api.runQaExtraction, async ({ ctx, body, req }) =>
    svc.toRunRow(await runExtraction(ctx.db, lsScope(req), body)),
  );
  route(app, api.listQaRuns, ({ ctx, query, req }) => svc.listRuns(ctx.db, lsScope(req), query));
  route(app, api.listQaCandidates, ({ ctx, query, req }) => svc.listCandidates(ctx.db, lsScope(req), query));
  route(app, api.updateQaCandidate, ({ ctx, body, req }) => svc.editCandidate(ctx.db, lsScope(req), body));
  route(app, api.rejectQaCandidates, ({ ctx, body, req }) => svc.rejectCandidates(ctx.db, lsScope(req), body.ids));
  route(app, api.acceptQaCandidates, ({ ctx, body, req }) => acceptCandidates(ctx, req, lsScope(req), body));
  route(app, api.listQaDocuments, ({ ctx, query, req }) => documentOptions(ctx.db, lsScope(req), query));
  route(app, api.listQaLibraries, ({ ctx, query, req }) => libraryOptions(ctx.db, lsScope(req), query));
  route(app, api.listQaCategories, ({ ctx, query, req }) => categoryOptions(ctx.db, lsScope(req), query.libraryId));
}

import * as api from '@zhiyu/contract/modules/aicall/record';
import { RECORD_IO_COLUMNS } from '@zhiyu/contract/modules/aicall/record-io';
import type { FastifyInstance } from 'fastify';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { checkFilter, whereOf } from './filter.ts';
import { RECORD_EXPORTERS } from './io.ts';
import * as repo from './repo.ts';
import { DIRECTION, fullPhoneOf, readableRecord, recordDetail, recordScope } from './service.ts';

/**
 * /v1/aicall-web/call-record/* and /intention-detail/* — the three record screens, each under its
 * own codes; every query is scoped to the session's tenant and app.
 */
export default function recordRoutes(app: FastifyInstance) {
  for (const screen of api.RECORD_SCREENS) {
    const e = api.RECORD_APIS[screen];
    const dir = DIRECTION[screen];
    const kind = `export:${RECORD_EXPORTERS[screen].name}`;
    route(app, e.list, async ({ ctx, query, req }) => {
      const f = checkFilter(query, ctx.now());
      return repo.listRecords(ctx.db, whereOf(recordScope(req), f, dir), query, await fullPhoneOf(req));
    });
    route(app, e.export, async ({ ctx, body, req }) => {
      const f = checkFilter(body.filter, ctx.now());
      const full = await fullPhoneOf(req);
      const filter = { ...f, screenDirection: dir, fullPhone: { 0: full(0), 1: full(1) }, lang: langOf(req) };
      return {
        jobId: await enqueue(ctx.db, recordScope(req), kind, {
          filter,
          columns: [...RECORD_IO_COLUMNS],
          lang: langOf(req),
        }),
      };
    });
    route(app, e.exportStatus, ({ ctx, query, req }) =>
      exportStatus(ctx, recordScope(req), RECORD_EXPORTERS[screen].name, query.jobId, e.download.path),
    );
    route(app, e.download, async ({ ctx, query, req, reply }) => {
      const job = await jobOf(ctx.db, recordScope(req), query.jobId, kind);
      const files = (job.result?.files ?? []) as { id: string }[];
      if (job.status !== 'done' || !files[0]) throw new AppError('100002');
      return sendFile(reply, ctx, recordScope(req), files[0].id);
    });
  }
  route(app, api.getRecordDetail, ({ ctx, query, req }) => recordDetail(req, ctx, query.id));
  route(app, api.getRecording, async ({ ctx, query, req, reply }) => {
    const { r } = await readableRecord(req, ctx, query.id);
    if (!r.recordingFileId) throw new AppError('100002');
    return sendFile(reply, ctx, recordScope(req), r.recordingFileId);
  });
  route(app, api.countIntentions, async ({ ctx, query, req }) => {
    const { intentionLevel: _l, ...rest } = checkFilter(query, ctx.now());
    const levels = await repo.levelCounts(ctx.db, whereOf(recordScope(req), { ...rest, from: rest.from, to: rest.to }));
    return { total: levels.reduce((n, l) => n + l.count, 0), levels };
  });
}

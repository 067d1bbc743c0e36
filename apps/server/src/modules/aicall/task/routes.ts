import * as api from '@zhiyu/contract/modules/aicall/task';
import * as detail from '@zhiyu/contract/modules/aicall/task-detail';
import type { FastifyInstance } from 'fastify';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { exportStatus, sendFile } from '../../../platform/jobs/http.ts';
import { enqueue, jobOf } from '../../../platform/jobs/queue.ts';
import { addToTask, listAttempts, listCustomers, optionsOf, progressOf, retryCustomer } from './detail.ts';
import { taskExporter } from './export.ts';
import { publishProgress } from './progress.ts';
import * as repo from './repo.ts';
import { copyTask, createTask, deleteTasks, loadTask, missing, taskScope, transition, updateTask } from './service.ts';

const EXPORT = `export:${taskExporter.name}`;

/** /v1/aicall-web/task/* — outbound tasks and their details; every query is scoped to the session. */
export default function taskRoutes(app: FastifyInstance) {
  const changed = (tenantId: string, taskId: string) => publishProgress(app, tenantId, taskId);
  route(app, api.listTasks, ({ ctx, query, req }) => repo.listTasks(ctx.db, taskScope(req), query, ctx.now()));
  route(app, api.getTask, async ({ ctx, query, req }) => {
    const row = await repo.rowOf(ctx.db, taskScope(req), query.id, ctx.now());
    if (!row) throw missing();
    return row;
  });
  route(app, api.listTaskOptions, ({ ctx, req }) => optionsOf(ctx.db, taskScope(req)));
  route(app, api.createTask, ({ ctx, body, req }) => createTask(ctx, req, taskScope(req), body));
  route(app, api.updateTask, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return updateTask(ctx, taskScope(req), id, input);
  });
  route(app, api.deleteTasks, async ({ ctx, body, req }) => ({
    deleted: await deleteTasks(ctx, taskScope(req), body.ids),
  }));
  for (const [endpoint, action] of [
    [api.startTask, 'start'],
    [api.pauseTask, 'pause'],
    [api.resumeTask, 'resume'],
    [api.stopTask, 'stop'],
  ] as const)
    route(app, endpoint, async ({ ctx, body, req }) => {
      const s = taskScope(req);
      const row = await transition(ctx, s, body.id, action);
      changed(s.tenantId, row.id);
      if (action === 'start' || action === 'resume') app.dialer?.poke();
      return row;
    });
  route(app, api.copyTask, ({ ctx, body, req }) => copyTask(ctx, req, taskScope(req), body.id, body.redialOnly));

  route(app, detail.getTaskDetail, async ({ ctx, query, req }) => {
    const s = taskScope(req);
    const row = await repo.rowOf(ctx.db, s, query.id, ctx.now());
    const progress = row && (await progressOf(ctx.db, row.id));
    if (!row || !progress) throw missing();
    return { task: row, progress };
  });
  route(app, detail.listTaskCustomers, ({ ctx, query, req }) => listCustomers(ctx.db, taskScope(req), query));
  route(app, detail.listTaskAttempts, ({ ctx, query, req }) =>
    listAttempts(ctx.db, taskScope(req), query.taskId, query.customerId),
  );
  route(app, detail.retryTaskCustomer, async ({ ctx, body, req }) => {
    const s = taskScope(req);
    const row = await retryCustomer(ctx, s, body.taskId, body.customerId);
    changed(s.tenantId, body.taskId);
    app.dialer?.poke();
    return row;
  });
  route(app, detail.addTaskCustomers, async ({ ctx, body, req }) => {
    const s = taskScope(req);
    const r = await addToTask(ctx, s, body.taskId, body.filter);
    changed(s.tenantId, body.taskId);
    app.dialer?.poke();
    return r;
  });
  route(app, detail.exportTaskCustomers, async ({ ctx, body, req }) => {
    const s = taskScope(req);
    await loadTask(ctx.db, s, body.filter.taskId);
    return { jobId: await enqueue(ctx.db, s, EXPORT, { ...body, lang: langOf(req) }) };
  });
  route(app, detail.exportTaskCustomersStatus, ({ ctx, query, req }) =>
    exportStatus(ctx, taskScope(req), taskExporter.name, query.jobId, detail.downloadTaskExport.path),
  );
  route(app, detail.downloadTaskExport, async ({ ctx, query, req, reply }) => {
    const job = await jobOf(ctx.db, taskScope(req), query.jobId, EXPORT);
    const files = (job.result?.files ?? []) as { id: string }[];
    if (job.status !== 'done' || !files[0]) throw new AppError('100002');
    return sendFile(reply, ctx, taskScope(req), files[0].id);
  });
}

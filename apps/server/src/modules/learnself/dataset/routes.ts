import * as api from '@zhiyu/contract/modules/learnself/dataset';
import { and, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeOf } from '../../lookups/like.ts';
import * as entities from './entities.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';
import { lsDatasetItems } from './table.ts';
import * as versions from './versions.ts';

/** /learnself-api/dataset/* — datasets of the session's tenant and application (requirements R4). */
export default function datasetRoutes(app: FastifyInstance) {
  route(app, api.listDatasets, ({ ctx, query, req }) => repo.listDatasets(ctx.db, repo.lsScope(req), query));
  route(app, api.createDataset, ({ ctx, body, req }) => service.createDataset(ctx, repo.lsScope(req), body));
  route(app, api.updateDataset, ({ ctx, body, req }) => {
    const { id, ...input } = body;
    return service.updateDataset(ctx, repo.lsScope(req), id, input);
  });
  route(app, api.deleteDatasets, ({ ctx, body, req }) => service.deleteDatasets(ctx, repo.lsScope(req), body.ids));

  route(app, api.listDatasetItems, async ({ ctx, query: q, req }) => {
    await service.datasetOf(ctx.db, repo.lsScope(req), q.datasetId);
    const where = and(
      eq(lsDatasetItems.datasetId, q.datasetId),
      q.label ? eq(lsDatasetItems.label, q.label) : undefined,
      q.text ? ilike(lsDatasetItems.text, likeOf(q.text)) : undefined,
    );
    const column = q.sortField === 'label' ? lsDatasetItems.label : lsDatasetItems.createdAt;
    const rows = ctx.db
      .select()
      .from(lsDatasetItems)
      .where(where)
      .orderBy(...orderBy(column, lsDatasetItems.id, q.sortOrder))
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize))
      .then((r) => r.map(repo.toItemRow));
    return pageOf(rows, cappedCount(ctx.db, lsDatasetItems, where), q.pageNum, q.pageSize);
  });
  route(app, api.listDatasetLabels, async ({ ctx, query, req }) => {
    await service.datasetOf(ctx.db, repo.lsScope(req), query.datasetId);
    return repo.labelsOf(ctx.db, query.datasetId);
  });
  route(app, api.addDatasetItems, ({ ctx, body, req }) =>
    service.addItems(ctx, repo.lsScope(req), body.datasetId, body.label, body.texts, body.source),
  );
  route(app, api.updateDatasetItem, ({ ctx, body, req }) =>
    service.updateItem(ctx, repo.lsScope(req), body.id, body.label, body.text),
  );
  route(app, api.addDatasetEntities, ({ ctx, body, req }) =>
    entities.addEntities(ctx, repo.lsScope(req), body.datasetId, body.texts, body.source),
  );
  route(app, api.updateDatasetEntity, ({ ctx, body, req }) =>
    entities.updateEntity(ctx, repo.lsScope(req), body.id, body.text),
  );
  route(app, api.deleteDatasetItems, ({ ctx, body, req }) => service.deleteItems(ctx, repo.lsScope(req), body.ids));

  route(app, api.listDatasetVersions, ({ ctx, query, req }) =>
    versions.listVersions(ctx.db, repo.lsScope(req), query.datasetId),
  );
  route(app, api.createDatasetVersion, ({ ctx, body, req }) => versions.createVersion(ctx, repo.lsScope(req), body));
  route(app, api.datasetFromBot, ({ ctx, body, req }) =>
    versions.datasetFromBot(ctx, repo.lsScope(req), body.botId, body.name),
  );
  route(app, api.datasetToBot, ({ ctx, body, req }) => versions.datasetToBot(ctx, repo.lsScope(req), body.datasetId));
}

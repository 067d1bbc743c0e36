import * as api from '@zhiyu/contract/modules/aicall/board-tags';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../databoard/export.ts';
import { recordScope } from '../record/service.ts';
import { firstLevelTags, tagBotList, tagDistribution } from './service.ts';
import { tagTendency } from './tendency.ts';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const NAME = { zh: '标签分析', en: 'Tag analysis' } as const;

/** /v1/aicall-web/databoard/{userTag,tag,distribution,tendency}/* — the tags board (标签分析). */
export default function boardTagsRoutes(app: FastifyInstance) {
  route(app, api.listTagBots, ({ ctx, query, req }) => tagBotList(ctx.db, recordScope(req), query, ctx.now()));
  route(app, api.listFirstLevelTags, ({ ctx, req }) => firstLevelTags(ctx.db, recordScope(req)));
  route(app, api.getTagDistribution, ({ ctx, query, req }) =>
    tagDistribution(ctx.db, recordScope(req), query, ctx.now()),
  );
  route(app, api.getTagTendency, ({ ctx, query, req }) => tagTendency(ctx.db, recordScope(req), query, ctx.now()));
  route(app, api.exportTagStats, async ({ ctx, query, req, reply }) => {
    const stat = await tagDistribution(ctx.db, recordScope(req), query, ctx.now());
    const lang = langOf(req);
    const h = api.TAG_EXPORT_HEADERS;
    const rows = stat.rows.map((r) => [
      r.tag,
      api.TAG_GROUP_LABELS[r.group][lang],
      r.count,
      r.previous,
      pct(r.share),
      pct(r.callShare),
    ]);
    return sendBoardWorkbook(
      reply,
      `${NAME[lang]}-${stat.range.startDay}-${stat.range.endDay}`,
      [h.tag, h.group, h.count, h.previous, h.share, h.callShare].map((x) => x[lang]),
      rows,
    );
  });
}

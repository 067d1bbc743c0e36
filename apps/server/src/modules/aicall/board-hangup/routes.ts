import * as api from '@zhiyu/contract/modules/aicall/board-hangup';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../databoard/export.ts';
import { fullPhoneOf, recordScope } from '../record/service.ts';
import { nodeHangUpList } from './list.ts';
import { nodeHangUpStat, nodeNameList, todayHangUp } from './service.ts';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const NAME = { zh: '挂断节点分析', en: 'Hang-up nodes' } as const;

/** /v1/aicall-web/databoard/hangUp/* — the hang-up node board (挂断节点分析) and its workbook. */
export default function boardHangupRoutes(app: FastifyInstance) {
  route(app, api.getTodayUserHangUps, ({ ctx, query, req }) =>
    todayHangUp(ctx.db, recordScope(req), query, 'user', ctx.now()),
  );
  route(app, api.getTodaySysHangUps, ({ ctx, query, req }) =>
    todayHangUp(ctx.db, recordScope(req), query, 'system', ctx.now()),
  );
  route(app, api.getNodeHangUpStats, ({ ctx, query, req }) =>
    nodeHangUpStat(ctx.db, recordScope(req), query, ctx.now()),
  );
  route(app, api.getNodeNameList, ({ ctx, query, req }) =>
    nodeNameList(ctx.db, recordScope(req), query.botId, query.version),
  );
  route(app, api.listNodeHangUps, async ({ ctx, query, req }) =>
    nodeHangUpList(ctx.db, recordScope(req), query, ctx.now(), await fullPhoneOf(req)),
  );
  route(app, api.exportHangUps, async ({ ctx, query, req, reply }) => {
    const stat = await nodeHangUpStat(ctx.db, recordScope(req), query, ctx.now());
    const lang = langOf(req);
    const h = api.HANGUP_EXPORT_HEADERS;
    const rows = stat.rows.map((r) => [r.nodeName, r.nodeId, r.botName, r.user, r.system, r.total, pct(r.rate)]);
    return sendBoardWorkbook(
      reply,
      `${NAME[lang]}-${stat.range.startDay}-${stat.range.endDay}`,
      [h.nodeName, h.nodeId, h.botName, h.user, h.system, h.total, h.rate].map((x) => x[lang]),
      rows,
    );
  });
}

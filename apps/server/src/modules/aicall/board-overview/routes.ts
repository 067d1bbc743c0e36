import * as api from '@zhiyu/contract/modules/aicall/board-overview';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../databoard/export.ts';
import { recordScope } from '../record/service.ts';
import { overviewSheet, overviewStat } from './service.ts';

/** /v1/aicall-web/databoard/overview/* — the overview board (数据概览) and its table's workbook. */
export default function boardOverviewRoutes(app: FastifyInstance) {
  route(app, api.getCallOverview, ({ ctx, query, req }) => overviewStat(ctx.db, recordScope(req), query, ctx.now()));
  route(app, api.exportCallOverview, async ({ ctx, query, req, reply }) => {
    const stat = await overviewStat(ctx.db, recordScope(req), query, ctx.now());
    const lang = langOf(req);
    const { headers, rows } = overviewSheet(stat, lang);
    const name = `${lang === 'en' ? 'overview-board' : '数据概览'}_${stat.range.startDay}_${stat.range.endDay}`;
    return sendBoardWorkbook(reply, name, headers, rows);
  });
}

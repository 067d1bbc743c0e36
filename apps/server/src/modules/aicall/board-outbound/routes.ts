import * as api from '@zhiyu/contract/modules/aicall/board-outbound';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../databoard/export.ts';
import { recordScope } from '../record/service.ts';
import { outboundSheet, outboundStat } from './service.ts';

/** /v1/aicall-web/databoard/outbound/* — the outbound board (外呼看板) and its table's workbook. */
export default function boardOutboundRoutes(app: FastifyInstance) {
  route(app, api.getOutboundStats, ({ ctx, query, req }) => outboundStat(ctx.db, recordScope(req), query, ctx.now()));
  route(app, api.exportOutboundStats, async ({ ctx, query, req, reply }) => {
    const stat = await outboundStat(ctx.db, recordScope(req), query, ctx.now());
    const lang = langOf(req);
    const { headers, rows } = outboundSheet(stat, lang);
    const name = `${lang === 'en' ? 'outbound-board' : '外呼看板'}_${stat.range.startDay}_${stat.range.endDay}`;
    return sendBoardWorkbook(reply, name, headers, rows);
  });
}

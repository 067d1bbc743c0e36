import * as api from '@zhiyu/contract/modules/aicall/board-hot';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../databoard/export.ts';
import { recordScope } from '../record/service.ts';
import { hotStat } from './service.ts';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** /v1/aicall-web/databoard/hot/* — the hot-topics board (热点分析) and its workbook. */
export default function boardHotRoutes(app: FastifyInstance) {
  route(app, api.getHotStats, ({ ctx, query, req }) => hotStat(ctx.db, recordScope(req), query, ctx.now()));
  route(app, api.exportHotStats, async ({ ctx, query, req, reply }) => {
    const stat = await hotStat(ctx.db, recordScope(req), query, ctx.now());
    const lang = langOf(req);
    const h = api.HOT_EXPORT_HEADERS;
    const rows: unknown[][] = [];
    for (const [kind, ranking] of [
      ['intent', stat.intents],
      ['unrecognised', stat.utterances],
    ] as const)
      for (const [i, r] of (ranking?.rows ?? []).entries())
        rows.push([api.HOT_KIND_LABELS[kind][lang], i + 1, r.item, r.calls, pct(r.share)]);
    const name = `${api.HOT_EXPORT_NAME[lang]}-${stat.range.startDay}-${stat.range.endDay}`;
    return sendBoardWorkbook(
      reply,
      name,
      [h.kind, h.rank, h.item, h.calls, h.share].map((x) => x[lang]),
      rows,
    );
  });
}

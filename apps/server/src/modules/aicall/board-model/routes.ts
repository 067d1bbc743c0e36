import * as api from '@zhiyu/contract/modules/aicall/board-model';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../databoard/export.ts';
import { recordScope } from '../record/service.ts';
import { modelStat } from './service.ts';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/**
 * /v1/aicall-web/databoard/model/* — the model-analysis board (模型分析) and its workbook: the
 * per-version table with its total row, a blank row, then the hang-up intents under their own
 * header row (one sheet, as the board shows the two tables).
 */
export default function boardModelRoutes(app: FastifyInstance) {
  route(app, api.getModelStats, ({ ctx, query, req }) => modelStat(ctx.db, recordScope(req), query, ctx.now()));
  route(app, api.exportModelStats, async ({ ctx, query, req, reply }) => {
    const stat = await modelStat(ctx.db, recordScope(req), query, ctx.now());
    const lang = langOf(req);
    const h = api.MODEL_EXPORT_HEADERS;
    const w = api.MODEL_WORDS;
    const k = stat.kpis;
    const change = (c: number | null) => (c === null ? '—' : pct(c));
    const rows: unknown[][] = stat.versions.map((v) => [
      v.botName || w.noBot[lang],
      `v${v.botVersion}`,
      v.calls,
      v.answered,
      v.userHangups,
      v.userTurns,
      v.recognisedTurns,
      pct(v.rate.value),
      pct(v.rate.previous),
      change(v.rate.change),
    ]);
    rows.push([
      w.total[lang],
      '',
      stat.versions.reduce((n, v) => n + v.calls, 0),
      k.answered.value,
      k.userHangups.value,
      k.userTurns.value,
      k.recognisedTurns.value,
      pct(k.recognitionRate.value),
      pct(k.recognitionRate.previous),
      change(k.recognitionRate.change),
    ]);
    rows.push([], [h.hangupIntent[lang], h.hangupCalls[lang], h.hangupRate[lang]]);
    for (const r of stat.hangupIntents.rows) rows.push([r.intent || w.unrecognised[lang], r.calls, pct(r.rate)]);
    const headers = [
      h.bot,
      h.version,
      h.calls,
      h.answered,
      h.userHangups,
      h.userTurns,
      h.recognisedTurns,
      h.rate,
      h.previous,
      h.change,
    ].map((x) => x[lang]);
    const name = `${api.MODEL_EXPORT_NAME[lang]}-${stat.range.startDay}-${stat.range.endDay}`;
    return sendBoardWorkbook(reply, name, headers, rows);
  });
}

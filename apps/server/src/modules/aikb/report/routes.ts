import {
  REPORT_EXPORT_MAX,
  REPORTS,
  type ReportName,
  listReportOptions as reportOptionsEndpoint,
} from '@zhiyu/contract/modules/aikb/report';
import * as items from '@zhiyu/contract/modules/aikb/report-items';
import * as usage from '@zhiyu/contract/modules/aikb/report-usage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOf } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { sendBoardWorkbook } from '../../aicall/databoard/export.ts';
import { kbScope } from '../opera-log/record.ts';
import { clicks, knowledge, likes } from './items.ts';
import { reportOptions } from './options.ts';
import { clicksSheet, knowledgeSheet, likesSheet, type Sheet, usageSheet, wordsSheet } from './sheets.ts';
import { usage as usageOf, words } from './usage.ts';

/** Every row of a table in one page: what an export writes. */
const ALL = { pageNum: 1, pageSize: REPORT_EXPORT_MAX };

function send(req: FastifyRequest, reply: FastifyReply, name: ReportName, sheet: (lang: 'zh' | 'en') => Sheet) {
  const lang = langOf(req);
  const { headers, rows, range } = sheet(lang);
  return sendBoardWorkbook(reply, `${REPORTS[name][lang]}_${range.startDay}_${range.endDay}`, headers, rows);
}

/**
 * /aikb-api/report/* — the knowledge base's five reports, read from the text rollups, each with
 * a workbook of its whole table (same query, written as the reply, as the data boards do).
 */
export default function reportRoutes(app: FastifyInstance) {
  route(app, items.getKnowledgeReport, ({ ctx, query, req }) => knowledge(ctx.db, kbScope(req), query, ctx.now()));
  route(app, items.getClicksReport, ({ ctx, query, req }) => clicks(ctx.db, kbScope(req), query, ctx.now()));
  route(app, items.getLikeReport, ({ ctx, query, req }) => likes(ctx.db, kbScope(req), query, ctx.now()));
  route(app, usage.getWordsReport, ({ ctx, query, req }) => words(ctx.db, kbScope(req), query, ctx.now()));
  route(app, usage.getUsageReport, ({ ctx, query, req }) => usageOf(ctx.db, kbScope(req), query, ctx.now()));
  route(app, items.exportKnowledgeReport, async ({ ctx, query, req, reply }) => {
    const r = await knowledge(ctx.db, kbScope(req), query, ctx.now(), ALL);
    return send(req, reply, 'knowledge', (lang) => knowledgeSheet(r, lang));
  });
  route(app, items.exportClicksReport, async ({ ctx, query, req, reply }) => {
    const r = await clicks(ctx.db, kbScope(req), query, ctx.now(), ALL);
    return send(req, reply, 'clicks', (lang) => clicksSheet(r, lang));
  });
  route(app, items.exportLikeReport, async ({ ctx, query, req, reply }) => {
    const r = await likes(ctx.db, kbScope(req), query, ctx.now(), ALL);
    return send(req, reply, 'likes', (lang) => likesSheet(r, lang));
  });
  route(app, usage.exportWordsReport, async ({ ctx, query, req, reply }) => {
    const r = await words(ctx.db, kbScope(req), query, ctx.now(), ALL);
    return send(req, reply, 'words', (lang) => wordsSheet(r, lang));
  });
  route(app, usage.exportUsageReport, async ({ ctx, query, req, reply }) => {
    const r = await usageOf(ctx.db, kbScope(req), query, ctx.now());
    return send(req, reply, 'usage', (lang) => usageSheet(r, lang));
  });
  route(app, reportOptionsEndpoint, ({ ctx, req }) => reportOptions(ctx.db, kbScope(req), ctx.now()));
}

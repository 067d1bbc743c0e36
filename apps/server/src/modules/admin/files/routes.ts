import * as api from '@zhiyu/contract/modules/admin/files';
import { PICTURE_MAX_BYTES } from '@zhiyu/contract/rules/upload';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../../platform/access/session.ts';
import { busy, parseGate } from '../../../platform/excel/limits.ts';
import { isZipSheet, spreadsheetRows } from '../../../platform/excel/rows.ts';
import { checkZip } from '../../../platform/excel/zip-guard.ts';
import { receiveFiles } from '../../../platform/files/receive.ts';
import { sendStoredFile } from '../../../platform/files/serve.ts';
import { requireFile, requireImage, requireSpreadsheet } from '../../../platform/files/sniff.ts';
import { deleteFile, tailOf } from '../../../platform/files/store.ts';
import { storedFiles } from '../../../platform/files/table.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import { benchRoutes } from './bench.ts';

const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Rows returned by sheet-rows: a preview of a spreadsheet, not an import. */
const SHEET_MAX_ROWS = 1000;
const fileScope = (req: Parameters<typeof scope>[0]) => {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
};

export default function fileRoutes(app: FastifyInstance) {
  if (process.env.ZHIYU_BENCH_IO === '1') benchRoutes(app);
  route(app, api.uploadFile, async ({ req, ctx, query }) => {
    const image = query.kind === 'image';
    const [f] = await receiveFiles(req, ctx.db, fileScope(req), {
      maxBytes: image ? PICTURE_MAX_BYTES : FILE_MAX_BYTES,
      check: image ? requireImage : requireFile,
    });
    return { id: f.id, name: f.name, size: f.size, mime: f.mime, url: `${api.viewFile.path}?id=${f.id}` };
  });

  // Parsed inside the request: through the server-wide gate (at most two reads at once, a short
  // queue, 100429 past it), and within the workbook bounds of platform/excel/limits.ts.
  route(app, api.readSheetRows, async ({ req, ctx }) => {
    // Refused before the upload is even stored when the queue is already full.
    if (parseGate.full) throw busy();
    const s = fileScope(req);
    const [f] = await receiveFiles(req, ctx.db, s, { maxBytes: FILE_MAX_BYTES, check: requireSpreadsheet });
    try {
      if (isZipSheet(f)) {
        checkZip(await tailOf(ctx.db, f.id), f.size, { maxEntries: 500, maxUncompressed: 100 * 1024 * 1024 });
      }
      const rows: string[][] = [];
      for await (const r of spreadsheetRows(ctx.db, f, { request: true })) {
        if (rows.length >= SHEET_MAX_ROWS) break;
        if (r.cells.some((c) => c !== '')) rows.push(r.cells);
      }
      return { rows };
    } finally {
      // Parsed, not kept: the rows are the answer.
      await deleteFile(ctx.db, f.id);
    }
  });

  // The id is a random UUID: knowing it is the permission (an <img> cannot send a header).
  // Served on the console's origin, so typed from its bytes, raster images only inline, sandboxed.
  route(app, api.viewFile, async ({ reply, ctx, query }) => {
    const [f] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, query.id)).limit(1);
    if (!f) throw new AppError('100002');
    return sendStoredFile(reply, ctx.db, f);
  });
}

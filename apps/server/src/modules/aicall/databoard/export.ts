import type { FastifyReply } from 'fastify';
import { workbookStream, XLSX_MIME } from '../../../platform/excel/writer.ts';

/**
 * Sends a board's table as a one-sheet workbook: the header row, then the rows as the board shows
 * them. Boards read rollups, so a table is small and is written as the reply, not as a job.
 */
export function sendBoardWorkbook(reply: FastifyReply, name: string, headers: string[], rows: unknown[][]) {
  reply.header('content-type', XLSX_MIME);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`);
  return reply.send(workbookStream(headers, rows));
}

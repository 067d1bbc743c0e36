import type { NodeHangUpListQuery } from '@zhiyu/contract/modules/aicall/board-hangup';
import { zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { and, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { type BoardScope, checkBoardRange } from '../../../platform/reporting/range.ts';
import { type CheckedFilter, whereOf } from '../record/filter.ts';
import { type FullPhone, listRecords } from '../record/repo.ts';
import { callRecords } from '../record/table.ts';
import { visibleBot } from './service.ts';

type ListQuery = z.output<typeof NodeHangUpListQuery>;

/**
 * The calls that hung up at a node: the records list's own query (`whereOf` with the node and the
 * side, `listRecords` with its paging, names and masking) over the board's days as instants of the
 * tenant's calendar. Without a side it keeps the calls whose side is known, as the rollups count
 * only those, so `total` is the node's figure on the board.
 */
export async function nodeHangUpList(db: Db, s: BoardScope, q: ListQuery, now: number, full: FullPhone) {
  const range = checkBoardRange(q, s.tenantId, now, { monthLimit: true });
  if (q.botId) await visibleBot(db, s, q.botId);
  const filter: CheckedFilter = {
    ...zonedDayRange(range.startDay, range.endDay, range.timeZone),
    direction: q.direction,
    taskId: q.taskId,
    botId: q.botId,
    botVersion: q.botVersion,
    hangupNodeId: q.nodeId,
    hangupBy: q.hangupBy,
  };
  const where = and(whereOf(s, filter, q.direction), q.hangupBy ? undefined : isNotNull(callRecords.hangupBy));
  return listRecords(db, where, q, full);
}

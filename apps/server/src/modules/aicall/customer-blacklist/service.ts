import type {
  CustomerBlacklistInput,
  CustomerBlacklistListQuery,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import type { CustomerScope } from '../customer/scope.ts';
import { customerBlacklist as cb } from '../customer/table.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof CustomerBlacklistInput>;
type ListQuery = z.output<typeof CustomerBlacklistListQuery>;

export function list(db: Db, s: CustomerScope, q: ListQuery, full: boolean) {
  const where = repo.filters(s, q, full);
  const rows = db
    .select()
    .from(cb)
    .where(where)
    .orderBy(...orderBy(cb.createdAt, cb.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((e) => repo.toRow(e, full)));
  return pageOf(rows, cappedCount(db, cb, where), q.pageNum, q.pageSize);
}

const duplicate = (phone: string) =>
  new AppError('100003', {
    detail: { zh: `号码「${phone}」已在黑名单中`, en: `number "${phone}" is already blacklisted` },
  });

export async function create(ctx: AppContext, s: CustomerScope, input: Input, by: string, full: boolean) {
  if ((await repo.byPhones(ctx.db, s, [input.phone])).length) throw duplicate(input.phone);
  try {
    const [e] = await ctx.db
      .insert(cb)
      .values({
        id: newId(),
        ...s,
        phone: input.phone,
        reason: input.reason,
        createdBy: by,
        createdAt: new Date(ctx.now()),
      })
      .returning();
    return repo.toRow(e, full);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.phone);
    throw e;
  }
}

export async function remove(db: Db, s: CustomerScope, ids: string[]) {
  const gone = await db
    .delete(cb)
    .where(and(repo.inScope(s), inArray(cb.id, ids)))
    .returning({ id: cb.id });
  return gone.length;
}

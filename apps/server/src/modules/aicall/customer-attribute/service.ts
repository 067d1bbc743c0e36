import { ATTRIBUTES_PER_APP_MAX, type AttributeInput } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { CustomerScope } from '../customer/scope.ts';
import { customerAttributes as ca } from '../customer/table.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof AttributeInput>;

const duplicate = (name: string) =>
  new AppError('100003', {
    detail: { zh: `属性名称「${name}」已存在`, en: `attribute name "${name}" already exists` },
  });
const missing = () => new AppError('100002', { detail: { zh: '属性不存在', en: 'attribute not found' } });

async function assertFreeName(db: Db, s: CustomerScope, name: string, self?: string) {
  const other = await repo.byName(db, s, name);
  if (other && other.id !== self) throw duplicate(name);
}

export async function createAttribute(ctx: AppContext, s: CustomerScope, input: Input) {
  await assertFreeName(ctx.db, s, input.name);
  if ((await repo.countOf(ctx.db, s)) >= ATTRIBUTES_PER_APP_MAX)
    throw new AppError('150022', {
      detail: { zh: `最多${ATTRIBUTES_PER_APP_MAX}个`, en: `at most ${ATTRIBUTES_PER_APP_MAX}` },
    });
  try {
    const [a] = await ctx.db
      .insert(ca)
      .values({ id: newId(), ...s, ...input })
      .returning();
    return repo.toRow(a);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

/**
 * An attribute's values must stay valid: its type cannot change while customers carry values
 * (150023), and a select option still carried cannot be removed (150024). Making it required is
 * allowed: it applies to the next save of each customer.
 */
export async function updateAttribute(ctx: AppContext, s: CustomerScope, id: string, input: Input) {
  const old = await repo.byId(ctx.db, s, id);
  if (!old) throw missing();
  await assertFreeName(ctx.db, s, input.name, id);
  const carried = (await repo.valueCounts(ctx.db, s, [id])).get(id) ?? 0;
  if (old.type !== input.type && carried > 0)
    throw new AppError('150023', { detail: { zh: `${carried}位客户`, en: `${carried} customers` } });
  if (old.type === 'select') {
    const removed = old.options.filter((o) => !input.options.includes(o));
    const used = await repo.optionUse(ctx.db, s, id, removed);
    if (used > 0)
      throw new AppError('150024', {
        detail: { zh: `${removed.join('、')}（${used}位客户）`, en: `${removed.join(', ')} (${used} customers)` },
      });
  }
  try {
    const [a] = await ctx.db
      .update(ca)
      .set({ ...input, updatedAt: new Date(ctx.now()) })
      .where(and(repo.inScope(s), eq(ca.id, id)))
      .returning();
    if (!a) throw missing();
    return repo.toRow(a, carried);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name);
    throw e;
  }
}

/**
 * Deletes attributes of the scope (ids of other scopes are never touched). If customers carry
 * values of them, the call is refused with the count (150020) unless `removeValues` confirms;
 * then the values go in the same transaction.
 */
export async function deleteAttributes(ctx: AppContext, s: CustomerScope, ids: string[], removeValues: boolean) {
  const found = await repo.byIds(ctx.db, s, ids);
  if (!found.length) return { deleted: 0, valuesRemoved: 0 };
  const mine = found.map((a) => a.id);
  const counts = await repo.valueCounts(ctx.db, s, mine);
  const carried = [...counts.values()].reduce((a, b) => a + b, 0);
  if (carried > 0 && !removeValues) {
    const names = found.filter((a) => (counts.get(a.id) ?? 0) > 0).map((a) => `${a.name}（${counts.get(a.id)}）`);
    throw new AppError('150020', { detail: names.join('、') });
  }
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const valuesRemoved = carried > 0 ? await repo.removeValues(tx, s, mine) : 0;
    const gone = await tx
      .delete(ca)
      .where(and(repo.inScope(s), inArray(ca.id, mine)))
      .returning({ id: ca.id });
    return { deleted: gone.length, valuesRemoved };
  });
}

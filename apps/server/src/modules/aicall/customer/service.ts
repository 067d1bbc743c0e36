import type { CustomerEdit, CustomerInput } from '@zhiyu/contract/modules/aicall/customer';
import { checkAttributeValues } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as attributes from '../customer-attribute/repo.ts';
import * as repo from './repo.ts';
import type { CustomerScope } from './scope.ts';
import { customers as c } from './table.ts';

type Input = z.output<typeof CustomerInput>;
type Edit = z.output<typeof CustomerEdit>;

const duplicate = (phone: string) =>
  new AppError('100003', {
    detail: { zh: `号码「${phone}」的客户已存在`, en: `a customer with number "${phone}" exists` },
  });
const missing = () => new AppError('100002', { detail: { zh: '客户不存在', en: 'customer not found' } });

/** The attribute values checked against the app's attributes (the same rule as the form and the import). */
async function checkedAttrs(db: Db, s: CustomerScope, values: Record<string, unknown>) {
  const defs = await attributes.all(db, s);
  const r = checkAttributeValues(defs, values);
  if (r.errors.length)
    throw new AppError('100001', { detail: r.errors.map((e) => `attrs.${e.name}: ${e.message}`).join('; ') });
  return r.values;
}

async function assertFreePhone(db: Db, s: CustomerScope, phone: string, self?: string) {
  const [other] = await repo.byPhones(db, s, [phone]);
  if (other && other.id !== self) throw duplicate(phone);
}

export async function createCustomer(ctx: AppContext, s: CustomerScope, input: Input, full: boolean) {
  const attrs = await checkedAttrs(ctx.db, s, input.attrs);
  await assertFreePhone(ctx.db, s, input.phone);
  const now = new Date(ctx.now());
  try {
    const [x] = await ctx.db
      .insert(c)
      .values({
        id: newId(),
        ...s,
        name: input.name,
        phone: input.phone,
        tags: input.tags,
        attrs,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return repo.toRow(x, full);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.phone);
    throw e;
  }
}

/** An edit without `phone` keeps the stored number; required attributes must be filled now. */
export async function updateCustomer(ctx: AppContext, s: CustomerScope, input: Edit, full: boolean) {
  const old = await repo.byId(ctx.db, s, input.id);
  if (!old) throw missing();
  const attrs = await checkedAttrs(ctx.db, s, input.attrs);
  const phone = input.phone ?? old.phone;
  if (phone !== old.phone) await assertFreePhone(ctx.db, s, phone, old.id);
  try {
    const [x] = await ctx.db
      .update(c)
      .set({ name: input.name, phone, tags: input.tags, attrs, updatedAt: new Date(ctx.now()) })
      .where(and(repo.inScope(s), eq(c.id, old.id)))
      .returning();
    if (!x) throw missing();
    return repo.toRow(x, full);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(phone);
    throw e;
  }
}

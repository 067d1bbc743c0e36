import { normalisePhone } from '@zhiyu/contract/modules/admin/blacklist';
import { normaliseCustomerPhone } from '@zhiyu/contract/rules/phone';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { isPlatformBlacklisted } from '../../admin/blacklist/service.ts';
import { customerBlacklist as cb } from '../customer/table.ts';

/**
 * The forms one number may be written in on the platform blacklist, which stores numbers as
 * typed (digits and a leading +): the customer form (13800138000, 01012345678), and the same with
 * +86, 0086 or 86 in front (without the trunk 0 of a fixed line).
 */
export function platformForms(phone: string): string[] {
  const stored = normaliseCustomerPhone(phone);
  const national = stored.replace(/^0/, '');
  const forms = [stored, normalisePhone(phone)];
  if (/^\d+$/.test(stored)) forms.push(`+86${national}`, `0086${national}`, `86${national}`);
  return [...new Set(forms.filter(Boolean))];
}

/**
 * Is the number on the tenant's own blacklist (客户黑名单) of this app? The number is compared in
 * its stored form, so `+86 138-0013-8000` matches an entry `13800138000`.
 */
export async function isCustomerBlacklisted(db: Db, tenantId: string, appId: string, phone: string): Promise<boolean> {
  const stored = normaliseCustomerPhone(phone);
  if (!stored) return false;
  const [hit] = await db
    .select({ id: cb.id })
    .from(cb)
    .where(
      and(
        eq(cb.tenantId, tenantId),
        eq(cb.appId, appId),
        inArray(cb.phone, [stored, normalisePhone(phone)]),
        published(cb.importJob),
      ),
    )
    .limit(1);
  return !!hit;
}

/**
 * What the dialer asks at the moment of dialling: the tenant's blacklist, or the platform's
 * (unexpired at `now`) under any of the number's written forms.
 */
export async function isBlacklisted(db: Db, tenantId: string, appId: string, phone: string, now: number) {
  if (await isCustomerBlacklisted(db, tenantId, appId, phone)) return true;
  for (const form of platformForms(phone)) if (await isPlatformBlacklisted(db, form, now)) return true;
  return false;
}

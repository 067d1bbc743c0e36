import { normalisePhone } from '@zhiyu/contract/modules/admin/blacklist';
import { normaliseCustomerPhone } from '@zhiyu/contract/rules/phone';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { platformBlacklist } from '../../admin/blacklist/table.ts';
import { customerBlacklist } from '../customer/table.ts';
import { platformForms } from '../customer-blacklist/check.ts';

/**
 * The numbers of a claim batch that are blacklisted at `now`: the same rule as `isBlacklisted`
 * (the app's own blacklist under the number's stored forms, or the platform's, unexpired, under
 * any written form), answered with two queries for the whole batch instead of several per number.
 */
export async function blacklistedAmong(
  db: Db,
  tenantId: string,
  appId: string,
  phones: string[],
  now: number,
): Promise<Set<string>> {
  const out = new Set<string>();
  if (phones.length === 0) return out;
  const own = new Map<string, string[]>();
  const platform = new Map<string, string[]>();
  const add = (m: Map<string, string[]>, key: string, phone: string) => {
    if (!key) return;
    const list = m.get(key) ?? [];
    list.push(phone);
    m.set(key, list);
  };
  for (const p of phones) {
    add(own, normaliseCustomerPhone(p), p);
    add(own, normalisePhone(p), p);
    for (const form of platformForms(p)) add(platform, normalisePhone(form), p);
  }
  const hitsOwn = await db
    .select({ phone: customerBlacklist.phone })
    .from(customerBlacklist)
    .where(
      and(
        eq(customerBlacklist.tenantId, tenantId),
        eq(customerBlacklist.appId, appId),
        inArray(customerBlacklist.phone, [...own.keys()]),
        published(customerBlacklist.importJob),
      ),
    );
  for (const h of hitsOwn) for (const p of own.get(h.phone) ?? []) out.add(p);
  const hitsPlatform = await db
    .select({ phone: platformBlacklist.phone })
    .from(platformBlacklist)
    .where(
      and(
        inArray(platformBlacklist.phone, [...platform.keys()]),
        published(platformBlacklist.importJob),
        or(isNull(platformBlacklist.expiresAt), gt(platformBlacklist.expiresAt, new Date(now))),
      ),
    );
  for (const h of hitsPlatform) for (const p of platform.get(h.phone) ?? []) out.add(p);
  return out;
}

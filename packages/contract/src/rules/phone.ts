/**
 * Customer phone numbers (issue 5 §2): what the customer screens, their imports and the customer
 * blacklist accept, and the one stored form a number has, so that a number typed as
 * `+86 138-0013-8000`, `0086 13800138000` or `138 0013 8000` is the same customer.
 *
 * Accepted: mainland mobiles (1[3-9] and nine more digits) and fixed lines with their area code
 * (010 / 02x with a 7–8 digit subscriber number, other 0xxx area codes likewise).
 */
import { z } from 'zod';
import { normalisePhone } from '../modules/admin/blacklist.ts';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Area code (010, 02x, or 0 and three digits) then a 7–8 digit subscriber number not starting with 0. */
export const FIXED_LINE_PATTERN = /^0(?:10|2\d|[3-9]\d{2})[1-9]\d{6,7}$/;

export type PhoneKind = 'mobile' | 'fixed';

/**
 * The stored form of a typed number: full-width digits become ASCII, spaces, dashes, dots and
 * brackets go (the platform blacklist's `normalisePhone`), then a +86 / 0086 / 86 country prefix
 * goes. A fixed line written internationally (+86 10 …) gets its trunk 0 back. A value that is
 * not a valid number comes back cleaned but otherwise as typed, for the error message.
 */
export function normaliseCustomerPhone(raw: string): string {
  const p = normalisePhone(String(raw ?? '').trim());
  const national = /^(?:\+86|0086)(\d+)$/.exec(p)?.[1] ?? (/^86(1[3-9]\d{9})$/.exec(p)?.[1] || undefined);
  if (national === undefined) return p;
  if (MOBILE_PATTERN.test(national)) return national;
  const fixed = `0${national}`;
  return FIXED_LINE_PATTERN.test(fixed) ? fixed : p;
}

/** The kind of a normalised number, or null when it is neither a mobile nor a fixed line. */
export function phoneKind(normalised: string): PhoneKind | null {
  if (MOBILE_PATTERN.test(normalised)) return 'mobile';
  if (FIXED_LINE_PATTERN.test(normalised)) return 'fixed';
  return null;
}

export const isValidCustomerPhone = (raw: string) => phoneKind(normaliseCustomerPhone(raw)) !== null;

export const CUSTOMER_PHONE_MESSAGE =
  '号码格式不正确：须为11位手机号或带区号的固定电话 / not a mainland mobile or a fixed line with its area code';

/** A typed number → its stored form; anything else is refused with one message. */
export const CustomerPhone = z
  .string()
  .max(64)
  .transform(normaliseCustomerPhone)
  .refine((p) => phoneKind(p) !== null, CUSTOMER_PHONE_MESSAGE);

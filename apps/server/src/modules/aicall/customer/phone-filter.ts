import { normaliseCustomerPhone, phoneKind } from '@zhiyu/contract/rules/phone';
import { eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../../platform/http/errors.ts';
import { likeText } from './scope.ts';

/**
 * The number filter of the customer and blacklist lists. With the full-phone permission any run
 * of digits matches; without it only the last four digits or the whole number, so a search can
 * never reveal a digit the mask hides (150021 otherwise).
 */
export function phoneFilter(column: AnyPgColumn, typed: string | undefined, full: boolean): SQL | undefined {
  if (!typed) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (!digits) return undefined;
  if (full) return like(column, likeText(digits));
  if (digits.length === 4 && /^\d{4}$/.test(typed.replace(/\s/g, ''))) return like(column, `%${digits}`);
  const whole = normaliseCustomerPhone(typed);
  if (phoneKind(whole)) return eq(column, whole);
  throw new AppError('150021');
}

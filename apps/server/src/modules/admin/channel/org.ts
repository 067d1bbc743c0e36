import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';

/**
 * Small pieces shared by the organisation screens (channels, tenants, apps, modules): status on the
 * wire (requirements §3 switch 1/0) and in the tables, LIKE escaping, the usual refusals.
 */
export type StatusText = 'enabled' | 'disabled';
export const wireStatus = (s: StatusText): 0 | 1 => (s === 'enabled' ? 1 : 0);
export const dbStatus = (s: 0 | 1): StatusText => (s === 1 ? 'enabled' : 'disabled');

/** LIKE wildcards typed by the user are matched literally. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const invalid = (zh: string, en: string) => new AppError('100001', { detail: { zh, en } });
export const duplicate = (zh: string, en: string) => new AppError('100003', { detail: { zh, en } });
export const missing = (zh: string, en: string) => new AppError('100002', { detail: { zh, en } });

/**
 * The next numeric id of an organisation table (channels from 1001, tenants from 2001): ids stay
 * short and readable (they appear in URLs such as getLoginPageConfig?channelId=1001). Call inside the
 * creating transaction after `lockFor`; a racing insert still fails on the primary key.
 */
export async function nextNumericId(db: Db, table: string, column: AnyPgColumn, start: number): Promise<string> {
  const [row] = rowsOf<{ n: string | null }>(
    await db.execute(
      sql`select max(${column}::bigint)::text as n from ${sql.identifier(table)} where ${column} ~ '^[0-9]{1,15}$'`,
    ),
  );
  const max = row?.n ? Number(row.n) : start - 1;
  return String(Math.max(max + 1, start));
}

/**
 * Serialises the writers of one kind inside their transaction (a uniqueness or quota check, then
 * the write): PostgreSQL transaction-level advisory lock, released at commit.
 */
export async function lockFor(db: Db, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

import { hash } from '@node-rs/argon2';
import {
  USER_EXPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
  USER_IO_HEADERS,
  UserImportRow,
} from '@zhiyu/contract/modules/admin/user-io';
import { USER_IMPORT_MAX_ROWS } from '@zhiyu/contract/modules/admin/user-manage';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '@zhiyu/contract/rules/password';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminScope } from '../../../platform/access/admin-scope.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { redact } from '../../../platform/audit/record.ts';
import { auditLogs } from '../../../platform/audit/table.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';
import { defineExporter } from '../../../platform/jobs/export.ts';
import { defineImporter } from '../../../platform/jobs/import.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import * as repo from './repo.ts';
import { assertQuota, usernameUnavailable } from './service.ts';

export const IMPORT_KIND = 'admin.user';

/** Who started an import (the job's payload): the audit records of the imported users name them. */
export interface ImportActor {
  fileId: string;
  actorId: string;
  actorName: string;
  ip: string;
  userAgent: string;
}

/** Each row follows the create rules, the password rules included (a per-row error otherwise). */
const ImportRow = UserImportRow.superRefine((r, c) => {
  for (const p of passwordProblems(r.password, r.username))
    c.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_PROBLEM_TEXT[p].zh });
});
type Row = z.output<typeof ImportRow>;

/** The payload of the running import of this scope (each caller's imports have their own scope). */
async function actorOf(tx: Db, tenantId: string, appId: string): Promise<ImportActor> {
  const [job] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.tenantId, tenantId),
        eq(jobs.appId, appId),
        eq(jobs.kind, `import:${IMPORT_KIND}`),
        eq(jobs.status, 'running'),
      ),
    )
    .orderBy(desc(jobs.claimedAt))
    .limit(1);
  return job.payload as unknown as ImportActor;
}

const HASH_PARALLEL = 4;
/** A row as staged: the password's hash in place of the password, which is never stored. */
type HashedRow = Omit<Row, 'password'> & { passwordHash: string };

/**
 * Users join the tenant of the job's scope as tenant users of its first app, and must change the
 * password at the first sign-in (it travelled in a spreadsheet). The passwords are hashed while the
 * file is read (seconds of work for a full file), before the publish transaction; the publish is
 * one transaction, so the quota is counted over the whole file: the batch that passes it fails
 * everything (140005).
 */
export const userImporter = defineImporter<Row, HashedRow>({
  name: IMPORT_KIND,
  maxRows: USER_IMPORT_MAX_ROWS,
  columns: USER_IMPORT_COLUMNS.map((key) => ({
    key,
    headers: [USER_IO_HEADERS[key].zh, USER_IO_HEADERS[key].en, key],
    required: key === 'username' || key === 'nickname' || key === 'password',
  })),
  schema: ImportRow,
  async prepare(_db, _s, rows) {
    const out: HashedRow[] = [];
    for (let i = 0; i < rows.length; i += HASH_PARALLEL)
      out.push(
        ...(await Promise.all(
          rows
            .slice(i, i + HASH_PARALLEL)
            .map(async ({ password, ...r }) => ({ ...r, passwordHash: await hash(password) })),
        )),
      );
    return out;
  },
  async commit(tx, s, rows) {
    const tenant = await repo.findTenant(tx, s.tenantId);
    if (!tenant) throw new AppError('100002', { detail: { zh: '租户不存在', en: 'tenant not found' } });
    const seen = new Set<string>();
    for (const r of rows) {
      const key = r.username.toLowerCase();
      if (seen.has(key))
        throw new AppError('100003', {
          detail: {
            zh: `用户名「${r.username}」在文件中重复`,
            en: `username "${r.username}" appears twice in the file`,
          },
        });
      seen.add(key);
    }
    const taken = await tx
      .select({ username: users.username })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.username})`,
          rows.map((r) => r.username.toLowerCase()),
        ),
      )
      .limit(1);
    if (taken[0])
      throw usernameUnavailable(
        rows.find((r) => r.username.toLowerCase() === taken[0].username.toLowerCase())?.username,
      );
    await assertQuota(tx, tenant.id, tenant.userQuota, rows.length);
    const [app] = await repo.appsOf(tx, tenant.id);
    const values = rows.map((r) => ({
      id: newId(),
      username: r.username,
      passwordHash: r.passwordHash,
      nickname: r.nickname,
      level: 'tenant' as const,
      channelId: tenant.channelId,
      tenantId: tenant.id,
      appId: app?.appid ?? null,
      phone: r.phone,
      email: r.email,
      remark: r.remark,
      mustChangePassword: true,
    }));
    await tx.insert(users).values(values);
    const actor = await actorOf(tx, s.tenantId, s.appId);
    await tx.insert(auditLogs).values(
      values.map(({ passwordHash: _hash, ...v }) => ({
        id: newId(),
        actorId: actor.actorId,
        actorName: actor.actorName,
        action: 'import',
        entity: 'user',
        entityId: v.id,
        entityName: v.username,
        channelId: v.channelId,
        tenantId: v.tenantId,
        before: null,
        after: redact(v) as Record<string, unknown>,
        ip: actor.ip,
        userAgent: actor.userAgent,
      })),
    );
  },
});

/** The export filter: the list's search form plus, set by the server, the caller's scope and levels. */
export interface UserExportFilter extends Omit<repo.ListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'> {
  scope: AdminScope;
  levels: repo.User['level'][];
  lang: 'zh' | 'en';
}

const LEVEL_TEXT = {
  platform: { zh: '平台', en: 'Platform' },
  channel: { zh: '渠道', en: 'Channel' },
  tenant: { zh: '租户', en: 'Tenant' },
} as const;
const STATUS_TEXT = { 1: { zh: '启用', en: 'Enabled' }, 0: { zh: '停用', en: 'Disabled' } } as const;
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const PAGE = 1000;

export const userExporter = defineExporter<UserExportFilter>({
  name: 'admin.user',
  fileName: 'users.xlsx',
  columns: USER_EXPORT_COLUMNS.map((key) => ({ key, header: USER_IO_HEADERS[key] })),
  // Keyset pages in (created_at, id) order, the order of the users indexes; the timestamp goes
  // back as text, which keeps its microseconds (see aicall/tag-io/io.ts).
  async *rows(db, _s, f) {
    const where = repo.filters(db, f.scope, f.levels, f);
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const page = await db
        .select({ id: users.id, at: sql<string>`${users.createdAt}::text`.as('keyset_at') })
        .from(users)
        .where(
          and(
            where,
            after ? sql`(${users.createdAt}, ${users.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(PAGE);
      if (page.length === 0) return;
      const listed = await repo.listByIds(
        db,
        page.map((p) => p.id),
      );
      for (const r of listed)
        yield {
          ...r,
          level: LEVEL_TEXT[r.level][f.lang],
          roles: r.roles.map((x) => x.name).join('、'),
          status: STATUS_TEXT[r.status][f.lang],
          createdAt: stamp(r.createdAt),
        };
      if (page.length < PAGE) return;
      after = page[page.length - 1];
    }
  },
});

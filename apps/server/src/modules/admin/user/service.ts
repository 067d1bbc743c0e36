import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '@zhiyu/contract/rules/password';
import { IMAGE_MAX_BYTES } from '@zhiyu/contract/rules/upload';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { storedFiles } from '../../../platform/files/table.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';
import { toUserInfo } from '../../../platform/identity/user-info.ts';
import { revokeUser } from '../auth/sessions.ts';
import { loginLogs } from '../auth/table.ts';

/** Changing the password ends every session of the user, this one included (600001 elsewhere). */
export async function changePassword(ctx: AppContext, userId: string, oldPassword: string, newPassword: string) {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!(await verify(u.passwordHash, oldPassword).catch(() => false))) throw new AppError('110005');
  const problems = passwordProblems(newPassword, u.username);
  if (problems.length) {
    const texts = problems.map((p) => PASSWORD_PROBLEM_TEXT[p]);
    throw new AppError('110004', {
      detail: { zh: texts.map((t) => t.zh).join('；'), en: texts.map((t) => t.en).join('; ') },
    });
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hash(newPassword), mustChangePassword: false })
    .where(eq(users.id, userId));
  await revokeUser(ctx, userId, 'password');
}

export async function userInfo(ctx: AppContext, userId: string) {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return toUserInfo(u);
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  tenantId: string | null,
  patch: { nickname?: string; language?: 'zh-CN' | 'en-US'; avatar?: string | null },
) {
  if (patch.avatar) await assertAvatar(ctx, tenantId, patch.avatar);
  await ctx.db.update(users).set(patch).where(eq(users.id, userId));
  return userInfo(ctx, userId);
}

/**
 * The client's checks are a courtesy (requirements §5): the server re-reads the stored file. It must be
 * an image of the caller's own tenant (its type was read from its content on upload) and at most
 * 64 KB, the avatar limit.
 */
async function assertAvatar(ctx: AppContext, tenantId: string | null, address: string) {
  const id = new URL(address, 'http://x').searchParams.get('id') ?? '';
  const [f] = tenantId
    ? await ctx.db
        .select({ mime: storedFiles.mime, size: storedFiles.size })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.tenantId, tenantId)))
        .limit(1)
    : [];
  if (!f) throw new AppError('100002');
  if (!f.mime.startsWith('image/')) throw new AppError('130001');
  if (f.size > IMAGE_MAX_BYTES) {
    throw new AppError('100001', {
      detail: { zh: '头像图片大小不能超过64KB', en: 'avatar image size must not exceed 64KB' },
    });
  }
}

/** Own rows only, newest first, keyset-friendly order (time, id) on the ascending index. */
export async function ownLoginLogs(ctx: AppContext, userId: string, pageNum: number, pageSize: number) {
  const mine = eq(loginLogs.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(loginLogs)
      .where(mine)
      .orderBy(desc(loginLogs.time), desc(loginLogs.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    ctx.db.select({ n: count() }).from(loginLogs).where(mine),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.time.getTime(),
      ip: r.ip,
      userAgent: r.userAgent,
      success: r.success,
      reason: r.reason,
    })),
    total: n,
    pageNum,
    pageSize,
  };
}

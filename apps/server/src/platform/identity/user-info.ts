import type { UserInfo } from '@zhiyu/contract/modules/admin/schemas';
import type { users } from './table.ts';

/** The userInfo every sign-in, grant and profile answer carries (requirements §3: username, nickname, channelId). */
export function toUserInfo(u: typeof users.$inferSelect): UserInfo {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    channelId: u.channelId,
    tenantId: u.tenantId,
    language: u.language,
    mustChangePassword: u.mustChangePassword,
    avatar: u.avatar,
  };
}

import type { BodyOf } from '@zhiyu/contract/endpoint';
import { listLoginLogs, updateUser } from '@zhiyu/contract/modules/admin/user';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { call } from '../../../platform/request/call.ts';
import { setItem } from '../../../platform/session/storage.ts';

/** Query keys of the caller's own account (requirements D3.7). */
export const userKeys = {
  all: ['admin', 'user'] as const,
  loginLogs: (pageNum: number, pageSize: number) => [...userKeys.all, 'loginLogs', { pageNum, pageSize }] as const,
};

export const fetchLoginLogs = (pageNum: number, pageSize: number) =>
  call(listLoginLogs, { query: { pageNum, pageSize } });

/** The server returns the updated user; the stored copy feeds the header and request-id. */
export async function saveProfile(body: BodyOf<typeof updateUser>) {
  const user = await call(updateUser, { body });
  setItem(STORAGE_KEYS.userInfo, user);
  return user;
}

import { describe, expect, it } from 'vitest';
import { CreateUserBody } from '../src/modules/admin/user-manage.ts';

describe('creating a user (admin)', () => {
  it('an account an admin creates must change its password at the first sign-in unless told otherwise', () => {
    const base = { username: 'new.user', nickname: '新用户', password: 'Init@2026pass', roleIds: [] };
    const parsed = CreateUserBody.safeParse(base);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.mustChangePassword).toBe(1);
    expect(CreateUserBody.parse({ ...base, mustChangePassword: 0 }).mustChangePassword).toBe(0);
  });
});

import { getSession as sessionEndpoint } from '@zhiyu/contract/modules/admin/auth';
import {
  listLoginLogs,
  listOrgs as orgsEndpoint,
  updatePassword as updatePasswordEndpoint,
  updateUser,
} from '@zhiyu/contract/modules/admin/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/platform/identity/table.ts';
import { call, login, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

const changePassword = (token: string, oldPassword: string, newPassword: string, lang = 'zh-CN') =>
  call(t.app, {
    method: 'POST',
    url: updatePasswordEndpoint.path,
    token,
    payload: { oldPassword, newPassword },
    headers: { 'accept-language': lang },
  });

describe('user/updatePassword', () => {
  it('refuses a wrong current password with 110005 and changes nothing', async () => {
    const s = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    const before = await dbDigest(t.db);
    const r = await changePassword(s.authorization, 'nope-nope', 'Brand#New2026');
    expect(r.body.code).toBe('110005');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it.each([
    ['Ab1!', '密码至少8位'],
    ['agent', '密码至少8位'],
    ['AGENT', '密码至少8位'],
    ['password123', '密码过于常见'],
    ['Passw0rd', '密码过于常见'],
  ])('refuses %s with 110004 naming the rule, changes nothing', async (pw, text) => {
    const s = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    const before = await dbDigest(t.db);
    const r = await changePassword(s.authorization, PASSWORDS.agent, pw);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('110004');
    expect(r.body.msg).toContain('新密码不符合规则: ');
    expect(r.body.msg).toContain(text);
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('refuses a password equal to the username (long enough to only break that rule)', async () => {
    await t.db.update(users).set({ username: 'agent-long' }).where(eq(users.username, 'agent'));
    try {
      const s = await tokenFor(t.app, 'agent-long', PASSWORDS.agent);
      const r = await changePassword(s.authorization, PASSWORDS.agent, 'Agent-Long', 'en');
      expect(r.body).toMatchObject({
        code: '110004',
        msg: 'The new password breaks the password rules: Must differ from the username',
      });
    } finally {
      await t.db.update(users).set({ username: 'agent' }).where(eq(users.username, 'agent-long'));
    }
  });

  it('names the missing field', async () => {
    const s = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    const r = await call(t.app, {
      method: 'POST',
      url: updatePasswordEndpoint.path,
      token: s.authorization,
      payload: { oldPassword: PASSWORDS.agent },
    });
    expect(r.body).toEqual({ code: '100001', msg: '参数错误: newPassword', data: null });
  });

  it('on success ends every session of the user (600001) and only the new password works', async () => {
    const a = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    const b = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    const other = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r = await changePassword(a.authorization, PASSWORDS.agent, 'Agent#Changed2026');
    expect(r.body.code).toBe('000000');
    const me = (tok: string) => call(t.app, { method: 'GET', url: sessionEndpoint.path, token: tok });
    expect((await me(b.authorization)).body.code).toBe('600001');
    expect((await me(a.authorization)).body.code).toBe('600001');
    expect((await me(other.authorization)).body.code).toBe('000000');
    expect((await login(t.app, 'agent', PASSWORDS.agent)).body.code).toBe('110001');
    expect((await login(t.app, 'agent', 'Agent#Changed2026')).body.code).toBe('000000');
  });
});

describe('user/update, orgs, login-logs', () => {
  it('updates nickname and language; refuses an empty body naming the rule', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r = await call(t.app, {
      method: 'POST',
      url: updateUser.path,
      token: s.authorization,
      payload: { nickname: '新昵称', language: 'en-US' },
    });
    expect(r.body.data).toMatchObject({ username: 'tenant', nickname: '新昵称', language: 'en-US' });
    const empty = await call(t.app, {
      method: 'POST',
      url: updateUser.path,
      token: s.authorization,
      payload: {},
    });
    expect(empty.body.code).toBe('100001');
    const bad = await call(t.app, {
      method: 'POST',
      url: updateUser.path,
      token: s.authorization,
      payload: { language: 'fr-FR' },
    });
    expect(bad.body.msg).toBe('参数错误: language');
  });

  it('lists only the own tenant for a tenant user', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r = await call<{ id: string }[]>(t.app, {
      method: 'GET',
      url: orgsEndpoint.path,
      token: s.authorization,
    });
    expect(r.body.data.map((o) => o.id)).toEqual(['2001']);
  });

  it('pages the own login history newest first', async () => {
    await login(t.app, 'tenant3', 'wrong-one');
    const s = await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3);
    const r = await call<{ list: { success: boolean; time: number }[]; total: number }>(t.app, {
      method: 'GET',
      url: `${listLoginLogs.path}?pageNum=1&pageSize=5`,
      token: s.authorization,
    });
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.list.map((l) => l.success)).toEqual([true, false]);
    const bad = await call(t.app, {
      method: 'GET',
      url: `${listLoginLogs.path}?pageSize=7`,
      token: s.authorization,
    });
    expect(bad.body.msg).toBe('参数错误: pageSize');
  });
});

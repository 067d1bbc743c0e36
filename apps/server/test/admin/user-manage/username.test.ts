/**
 * Usernames are global: a name held anywhere cannot be had again, and the answer is the same
 * neutral 用户名不可用 whether the holder is in the caller's own tenant or in one the caller cannot
 * see (create, import, a tenant's first admin). There is no rename path: usernames never change.
 */
import { createTenant } from '@zhiyu/contract/modules/admin/tenant';
import { importManagedUsers, importManagedUsersStatus } from '@zhiyu/contract/modules/admin/user-io';
import { createManagedUser } from '@zhiyu/contract/modules/admin/user-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { multipart, xlsx } from '../../fixtures/xlsx.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['admin', 'channel', 'tenant'])
    tok[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
});
afterAll(() => t.close());

const create = (who: string, username: string, lang?: string) =>
  call(t.app, {
    method: 'POST',
    url: createManagedUser.path,
    token: tok[who],
    headers: lang ? { 'accept-language': lang } : {},
    payload: { username, nickname: 'n', password: 'Fresh#Pass2026' },
  });

describe('a username held elsewhere', () => {
  it("answers the same for a name in the caller's tenant, in another tenant, or at another level", async () => {
    // agent: the caller's own tenant; tenant3: a tenant of channel B; channel: a channel user; admin: the operator.
    const bodies = [];
    for (const name of ['agent', 'tenant3', 'Tenant3', 'channel', 'admin'])
      bodies.push((await expectRefused(t.db, () => create('tenant', name), '100003')) as string);
    expect(new Set(bodies)).toEqual(new Set(['用户名不可用']));
    const own = await create('tenant', 'agent');
    const other = await create('tenant', 'tenant3');
    expect(other.status).toBe(own.status);
    expect(other.body).toEqual(own.body);
    expect(own.body).toEqual({ code: '100003', msg: '用户名不可用', data: null });
    expect((await create('tenant', 'tenant3', 'en-US')).body.msg).toBe('Username unavailable');
    expect((await create('tenant', 'agent', 'en-US')).body.msg).toBe('Username unavailable');
  });

  it('an import row with such a name fails the import with the same neutral answer, naming only the row value', async () => {
    const messages: string[] = [];
    for (const name of ['agent', 'tenant3']) {
      const rows = [
        ['用户名', '昵称', '密码', '手机号', '邮箱', '备注'],
        [name, '昵称', 'Import#Pass2026', '', '', ''],
      ];
      const up = await call<{ jobId: string }>(t.app, {
        method: 'POST',
        url: importManagedUsers.path,
        token: tok.tenant,
        ...multipart([{ name: 'users.xlsx', data: await xlsx(rows) }]),
      });
      expect(up.body.code, JSON.stringify(up.body)).toBe('000000');
      let status = { status: 0, message: '' };
      for (let i = 0; i < 400 && status.status !== 1 && status.status !== 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (
          await call<{ status: number; message: string }>(t.app, {
            method: 'GET',
            url: `${importManagedUsersStatus.path}?jobId=${up.body.data.jobId}`,
            token: tok.tenant,
          })
        ).body.data;
      }
      expect(status.status).toBe(2);
      messages.push(status.message);
    }
    expect(messages).toEqual(['用户名「agent」不可用', '用户名「tenant3」不可用']);
  });

  it("a new tenant's first admin under such a name gets the same answer", async () => {
    const r = await expectRefused(
      t.db,
      () =>
        call(t.app, {
          method: 'POST',
          url: createTenant.path,
          token: tok.channel,
          payload: {
            name: '新租户',
            corpId: 'corp-username-test',
            channelId: DEMO.channelA,
            contactName: '赵六',
            contactPhone: '13700001111',
            expiresAt: Date.now() + 30 * 86_400_000,
            userQuota: 10,
            seatQuota: 5,
            modules: ['aicall'],
            adminUsername: 'Tenant3',
            adminPassword: 'Good-Pass#2026',
          },
        }),
      '100003',
    );
    expect(r).toBe('用户名不可用');
  });
});

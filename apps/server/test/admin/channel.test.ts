import {
  createChannel,
  deleteChannel,
  listChannelOptions,
  listChannels,
  updateChannel,
} from '@zhiyu/contract/modules/admin/channel';
import { listOrgs as userOrgs } from '@zhiyu/contract/modules/admin/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/api.ts';
import { login, PASSWORDS, type TestApp, testApp } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { auditOf, orgClient, tokens } from '../helpers/org.ts';

interface Channel {
  id: string;
  name: string;
  host: string;
  contactPhone: string;
  status: 0 | 1;
  tenantQuota: number | null;
  tenantCount: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

let t: TestApp;
let tk: Record<string, string>;
let api: ReturnType<typeof orgClient>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tk = await tokens(t, 'admin', 'channel', 'tenant');
  api = orgClient(t);
});
afterAll(() => t.close());

const refused = (run: () => Promise<{ body: { code: string; msg: string } }>, code: string) =>
  expectRefused(t.db, run, code);

describe('channels (/aiadmin/channel/add)', () => {
  it('lists the demo channels with their tenant counts, searchable by name and status', async () => {
    const r = await api.get<Page<Channel>>(listChannels, tk.admin, {
      pageSize: 100,
      sortField: 'name',
      sortOrder: 'ASC',
    });
    expect(r.body.code).toBe('000000');
    const a = r.body.data.list.find((c) => c.id === '1001');
    expect(a).toMatchObject({ name: '渠道A', tenantQuota: 50, tenantCount: 2, status: 1, host: 'xinghe.localhost' });
    expect(r.body.data.list.find((c) => c.id === '1002')?.tenantCount).toBe(1);
    const byName = await api.get<Page<Channel>>(listChannels, tk.admin, { name: '渠道B' });
    expect(byName.body.data.list.map((c) => c.id)).toEqual(['1002']);
    const disabled = await api.get<Page<Channel>>(listChannels, tk.admin, { status: 0 });
    expect(disabled.body.data.total).toBe(0);
  });

  it('creates, edits and deletes a channel, each with an audit record', async () => {
    const created = await api.post<Channel>(createChannel, tk.admin, {
      name: '测试渠道C',
      host: 'C.Example.com',
      contactName: '王五',
      contactPhone: '13912345678',
      tenantQuota: null,
      remark: '备注',
    });
    expect(created.body.code).toBe('000000');
    const c = created.body.data;
    expect(c).toMatchObject({ name: '测试渠道C', host: 'c.example.com', status: 1, tenantQuota: null, tenantCount: 0 });
    expect(c.id).toMatch(/^\d+$/);
    const edited = await api.post<Channel>(updateChannel, tk.admin, {
      id: c.id,
      name: '测试渠道C2',
      contactPhone: '010-12345678',
      status: 0,
      tenantQuota: 3,
    });
    expect(edited.body.data).toMatchObject({ name: '测试渠道C2', status: 0, tenantQuota: 3, host: '' });
    const del = await api.post(deleteChannel, tk.admin, { id: c.id });
    expect(del.body.code).toBe('000000');
    const trail = await auditOf(t, 'channel', c.id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1].before).toMatchObject({ name: '测试渠道C', status: 1 });
    expect(trail[1].after).toMatchObject({ name: '测试渠道C2', status: 0 });
    expect(trail[0].actorName).toBe('admin');
  });

  it('refuses a duplicate channel name or host (100003), changing nothing', async () => {
    await refused(() => api.post(createChannel, tk.admin, { name: '渠道A' }), '100003');
    await refused(() => api.post(createChannel, tk.admin, { name: '新渠道', host: 'xinghe.localhost' }), '100003');
    await refused(() => api.post(updateChannel, tk.admin, { id: '1002', name: '渠道A' }), '100003');
  });

  it('refuses bad input (100001): invalid phone, negative quota, bad host, empty name', async () => {
    await refused(() => api.post(createChannel, tk.admin, { name: '坏电话', contactPhone: '12345' }), '100001');
    await refused(() => api.post(createChannel, tk.admin, { name: '坏上限', tenantQuota: -1 }), '100001');
    await refused(() => api.post(createChannel, tk.admin, { name: '坏域名', host: 'not a host' }), '100001');
    await refused(() => api.post(createChannel, tk.admin, { name: '   ' }), '100001');
    // A quota below the tenants the channel already has.
    await refused(() => api.post(updateChannel, tk.admin, { id: '1001', name: '渠道A', tenantQuota: 1 }), '100001');
  });

  it('refuses deleting a channel that has tenants (140003, with the count)', async () => {
    const msg = await refused(() => api.post(deleteChannel, tk.admin, { id: '1001' }), '140003');
    expect(msg).toContain('2');
    await refused(() => api.post(deleteChannel, tk.admin, { id: 'nope' }), '100002');
  });

  it('is the operator’s only: channel and tenant admins cannot list or change channels', async () => {
    for (const who of ['channel', 'tenant']) {
      await refused(() => api.get(listChannels, tk[who]), '100403');
      await refused(() => api.post(createChannel, tk[who], { name: '越权渠道' }), '100403');
      await refused(() => api.post(updateChannel, tk[who], { id: '1002', name: '越权' }), '100403');
      await refused(() => api.post(deleteChannel, tk[who], { id: '1002' }), '100403');
    }
  });

  it('channel options: every channel for the operator, their own for a channel admin', async () => {
    const all = await api.get<{ id: string }[]>(listChannelOptions, tk.admin);
    expect(all.body.data.map((c) => c.id)).toEqual(expect.arrayContaining(['1001', '1002']));
    const own = await api.get<{ id: string }[]>(listChannelOptions, tk.channel);
    expect(own.body.data.map((c) => c.id)).toEqual(['1001']);
    await refused(() => api.get(listChannelOptions, tk.tenant), '100403');
  });
});

describe('disabling a channel', () => {
  const body = (status: 0 | 1) => ({
    id: '1001',
    name: '渠道A',
    host: 'xinghe.localhost',
    contactName: '陈星河',
    contactPhone: '13800138001',
    tenantQuota: 50,
    status,
  });
  const orgs = (token: string) => callApi(t.app, userOrgs, { token });

  it('refuses its channel users (999987) and its tenants’ users (930008) at the next request and at sign-in', async () => {
    const s = await tokens(t, 'channel', 'tenant', 'tenant3');
    for (const who of ['channel', 'tenant', 'tenant3']) expect((await orgs(s[who])).body.code).toBe('000000');
    expect((await api.post(updateChannel, tk.admin, body(0))).body.code).toBe('000000');
    expect((await orgs(s.channel)).body.code).toBe('999987');
    expect((await orgs(s.tenant)).body.code).toBe('930008');
    expect((await orgs(s.tenant)).body.msg).toContain('所属渠道已停用');
    // Channel 1002's tenant and the operator work on.
    expect((await orgs(s.tenant3)).body.code).toBe('000000');
    expect((await orgs(tk.admin)).body.code).toBe('000000');
    expect((await login(t.app, 'tenant', PASSWORDS.tenant)).body.code).toBe('930008');
    expect((await login(t.app, 'channel', PASSWORDS.channel)).body.code).toBe('999987');
    expect((await api.post(updateChannel, tk.admin, body(1))).body.code).toBe('000000');
    expect((await orgs(s.tenant)).body.code).toBe('000000');
    expect((await login(t.app, 'channel', PASSWORDS.channel)).body.code).toBe('000000');
  });
});

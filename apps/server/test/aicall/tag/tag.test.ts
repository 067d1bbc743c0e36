import { createTag, deleteTags, listTags, updateTag } from '@zhiyu/contract/modules/aicall/tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';

interface TagRow {
  id: string;
  name: string;
  group: string;
  enabled: 0 | 1;
  description: string;
  createdAt: number;
  updatedAt: number;
}
interface Page {
  list: TagRow[];
  total: number;
  totalCapped: boolean;
  pageNum: number;
  pageSize: number;
}

let t: TestApp;
let token: string;
let token3: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
  token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  token3 = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
});
afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}, tk = token) =>
  call<Page>(t.app, {
    method: 'GET',
    url: `${listTags.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    token: tk,
  });
const post = <T = TagRow>(endpoint: Api, payload: unknown, tk = token, lang = 'zh-CN') =>
  call<T>(t.app, {
    method: 'POST',
    url: endpoint.path,
    token: tk,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': lang },
  });

describe('tag list', () => {
  it('pages the seeded tags, default page 1 of 10, newest first', async () => {
    const r = await list();
    expect(r.body.code).toBe('000000');
    expect(r.body.data.pageNum).toBe(1);
    expect(r.body.data.pageSize).toBe(10);
    expect(r.body.data.total).toBe(32);
    expect(r.body.data.totalCapped).toBe(false);
    expect(r.body.data.list).toHaveLength(10);
    expect(r.body.data.list[0].name).toBe('已成交');
    const times = r.body.data.list.map((x) => x.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts both ways by name and by created time', async () => {
    const asc = (await list({ sortField: 'name', sortOrder: 'ASC', pageSize: 100 })).body.data.list.map((x) => x.name);
    const desc = (await list({ sortField: 'name', sortOrder: 'DESC', pageSize: 100 })).body.data.list.map(
      (x) => x.name,
    );
    expect(asc).toHaveLength(32);
    expect(desc).toEqual([...asc].reverse());
    const oldest = await list({ sortField: 'createdAt', sortOrder: 'ASC', pageSize: 5 });
    expect(oldest.body.data.list[0].name).toBe('高意向客户');
  });

  it('filters by name part, group, enabled and created range', async () => {
    expect((await list({ name: '意向' })).body.data.total).toBe(4);
    expect((await list({ name: '%' })).body.data.total).toBe(0);
    const calls = (await list({ group: 'call', pageSize: 100 })).body.data.list;
    expect(calls.length).toBe(10);
    expect(calls.every((x) => x.group === 'call')).toBe(true);
    const off = (await list({ enabled: 0, pageSize: 100 })).body.data.list;
    expect(off.length).toBe(4);
    expect(off.every((x) => x.enabled === 0)).toBe(true);
    const all = (await list({ pageSize: 100, sortField: 'createdAt', sortOrder: 'ASC' })).body.data.list;
    const r = await list({ createdFrom: all[2].createdAt, createdTo: all[4].createdAt });
    expect(r.body.data.list.map((x) => x.name).sort()).toEqual([all[2], all[3], all[4]].map((x) => x.name).sort());
  });

  it.each([
    [{ pageSize: 7 }, 'pageSize'],
    [{ pageNum: 0 }, 'pageNum'],
    [{ sortField: 'tenantId' }, 'sortField'],
    [{ sortOrder: 'UP' }, 'sortOrder'],
    [{ group: 'nope' }, 'group'],
    [{ enabled: 3 }, 'enabled'],
  ])('refuses bad query %j with 100001 naming the field', async (q, field) => {
    const r = await list(q as Record<string, string | number>);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('100001');
    expect(r.body.msg).toContain(field);
  });

  it("never shows another tenant's tags", async () => {
    const mine = await list({ pageSize: 100 });
    expect(JSON.stringify(mine.body.data)).not.toContain('ISO-MARK');
    const theirs = await list({ pageSize: 100 }, token3);
    expect(theirs.body.data.total).toBe(3);
    expect(theirs.body.data.list.every((x) => x.name.startsWith('ISO-MARK-2003'))).toBe(true);
  });
});

describe('tag create, update, delete', () => {
  it('creates a tag with defaults and lists it first', async () => {
    const r = await post(createTag, { name: '  新建标签  ' });
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({ name: '新建标签', group: 'other', enabled: 1, description: '' });
    expect((await list()).body.data.list[0].id).toBe(r.body.data.id);
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '    ' }, 'name'],
    [{ name: 'x'.repeat(31) }, 'name'],
    [{ name: 'ok', group: 'vip' }, 'group'],
    [{ name: 'ok', enabled: 2 }, 'enabled'],
    [{ name: 'ok', description: 'd'.repeat(201) }, 'description'],
  ])('refuses bad body %j with 100001 naming the field and changes nothing', async (body, field) => {
    const before = await dbDigest(t.db);
    const r = await post(createTag, body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('100001');
    expect(r.body.msg).toBe(`参数错误: ${field}`);
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('accepts exactly 30 characters', async () => {
    const r = await post(createTag, { name: '标'.repeat(30) });
    expect(r.body.code).toBe('000000');
  });

  it('refuses a duplicate name in the same tenant with 100003 and a clear message', async () => {
    const before = await dbDigest(t.db);
    const zh = await post(createTag, { name: '老客户' });
    expect(zh.status).toBe(409);
    expect(zh.body).toMatchObject({ code: '100003', msg: '数据已存在: 标签名称「老客户」已存在' });
    const en = await post(createTag, { name: '老客户' }, token, 'en-US');
    expect(en.body.msg).toBe('Already exists: tag name "老客户" already exists');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('lets another tenant use the same name', async () => {
    const r = await post(createTag, { name: '老客户' }, token3);
    expect(r.body.code).toBe('000000');
    expect((await list({ name: '老客户' })).body.data.total).toBe(1);
  });

  it('updates a tag, keeps its own name legal and refuses a taken one', async () => {
    const [first] = (await list({ name: '同行' })).body.data.list;
    const same = await post(updateTag, { id: first.id, name: '同行', group: 'customer', enabled: 0 });
    expect(same.body.data).toMatchObject({ name: '同行', group: 'customer', enabled: 0 });
    expect(same.body.data.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
    const before = await dbDigest(t.db);
    const taken = await post(updateTag, { id: first.id, name: '勿扰' });
    expect(taken.body.code).toBe('100003');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it("cannot update or delete another tenant's tag", async () => {
    const before = await dbDigest(t.db);
    const u = await post(updateTag, { id: 'tag-2003-1', name: 'hijack' });
    expect(u.body.code).toBe('100002');
    const d = await post<{ deleted: number }>(deleteTags, { ids: ['tag-2003-1', 'tag-2002-1'] });
    expect(d.body.data.deleted).toBe(0);
    expect(await dbDigest(t.db)).toEqual(before);
    expect((await list({}, token3)).body.data.list.some((x) => x.id === 'tag-2003-1')).toBe(true);
  });

  it('deletes one and many (batch), refusing an empty id list', async () => {
    const before = await dbDigest(t.db);
    const empty = await post(deleteTags, { ids: [] });
    expect(empty.body.code).toBe('100001');
    expect(await dbDigest(t.db)).toEqual(before);
    const { list: rows } = (await list({ group: 'call', pageSize: 100 })).body.data;
    const one = await post<{ deleted: number }>(deleteTags, { ids: [rows[0].id] });
    expect(one.body.data.deleted).toBe(1);
    const many = await post<{ deleted: number }>(deleteTags, { ids: rows.slice(1, 4).map((x) => x.id) });
    expect(many.body.data.deleted).toBe(3);
    expect((await list({ group: 'call' })).body.data.total).toBe(rows.length - 4);
  });

  it('needs the permission: the agent gets 100403 and nothing changes', async () => {
    const agent = (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization;
    const before = await dbDigest(t.db);
    expect((await post(createTag, { name: 'agent-tag' }, agent)).body.code).toBe('100403');
    expect((await list({}, agent)).body.code).toBe('100403');
    expect(await dbDigest(t.db)).toEqual(before);
  });
});

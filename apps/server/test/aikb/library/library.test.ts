/** Knowledge libraries and their label trees: CRUD, bad input, isolation, permissions, change log. */
import { createCategory, deleteCategory, getCategoryTree, updateCategory } from '@zhiyu/contract/modules/aikb/category';
import { createKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import {
  createLibrary,
  deleteLibraries,
  listLibraries,
  setLibraryStatus,
  updateLibrary,
} from '@zhiyu/contract/modules/aikb/library';
import { listOperaLog } from '@zhiyu/contract/modules/aikb/opera-log';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { itemBody, kb, type Lib, type Log, type Node, type Page } from '../../helpers/kb.ts';
import { signedIn } from '../../helpers/signed-in.ts';
import { tenant3Token } from '../../helpers/tenant3.ts';
import { userWithout } from '../../helpers/walk.ts';

const s = signedIn();
const { get, post } = kb(() => s.app);
let token3 = '';
beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aikb');
});

const libs = async (q: Record<string, unknown> = {}, tk = s.token) =>
  (await get<Page<Lib>>(listLibraries, { pageSize: 100, ...q }, tk)).body.data;
const lastLog = async (q: Record<string, unknown> = {}) =>
  (await get<Page<Log>>(listOperaLog, { pageSize: 5, ...q }, s.token)).body.data.list[0];
const demo = async () => (await libs({ name: '常见问题' })).list[0];

describe('libraries', () => {
  it('lists the demo library with its 20 items; other tenants see only their own', async () => {
    const l = await demo();
    expect([l.name, l.status, l.itemCount]).toEqual(['常见问题', 1, 20]);
    const other = await libs({}, token3);
    expect(other.list.map((x) => x.name)).toEqual(['ISO-MARK 知识库 2003']);
  });

  it('creates, edits and switches a library, each change logged with the changed fields', async () => {
    const r = await post<Lib>(createLibrary, { name: '  售后知识  ', description: '退换货' }, s.token);
    expect(r.body.code).toBe('000000');
    expect([r.body.data.name, r.body.data.status, r.body.data.itemCount]).toEqual(['售后知识', 1, 0]);
    const created = await lastLog();
    expect([created.action, created.targetType, created.targetName, created.actorName, created.actorNick]).toEqual([
      'create',
      'library',
      '售后知识',
      'tenant',
      '租户管理员',
    ]);
    expect(created.before).toBeNull();
    const id = r.body.data.id;
    const e = await post<Lib>(updateLibrary, { id, name: '售后知识库', description: '退换货' }, s.token);
    expect(e.body.data.name).toBe('售后知识库');
    const edited = await lastLog();
    expect([edited.action, edited.before, edited.after]).toEqual([
      'update',
      { name: '售后知识' },
      { name: '售后知识库' },
    ]);
    expect((await post(setLibraryStatus, { ids: [id], status: 0 }, s.token)).body.data).toEqual({ updated: 1 });
    expect((await libs({ status: 0 })).list.map((x) => x.name)).toEqual(['售后知识库']);
    const off = await lastLog();
    expect([off.action, off.before, off.after]).toEqual(['disable', { status: 1 }, { status: 0 }]);
  });

  it('finds one library by id, never one of another tenant', async () => {
    const l = await demo();
    expect((await libs({ id: l.id, pageSize: 10 })).list.map((x) => x.name)).toEqual(['常见问题']);
    expect((await libs({ id: l.id }, token3)).list).toEqual([]);
    expect((await libs({ id: 'no-such-library' })).list).toEqual([]);
  });

  it('sorts by name both ways', async () => {
    const asc = (await libs({ sortField: 'name', sortOrder: 'ASC' })).list.map((x) => x.name);
    const desc = (await libs({ sortField: 'name', sortOrder: 'DESC' })).list.map((x) => x.name);
    expect(desc).toEqual([...asc].reverse());
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name of 51 characters', { name: 'x'.repeat(51) }],
    ['a description of 201 characters', { name: '新库', description: 'x'.repeat(201) }],
    ['a status of 2', { name: '新库', status: 2 }],
  ])('refuses %s (100001), creating nothing', async (_, body) => {
    await expectRefused(s.db, () => post(createLibrary, body, s.token), '100001');
  });

  it('refuses a name already taken (160001), naming it, on create and on edit', async () => {
    const msg = await expectRefused(s.db, () => post(createLibrary, { name: '常见问题' }, s.token), '160001');
    expect(msg).toBe('知识库名称已存在: 「常见问题」');
    const other = (await libs({ name: '售后知识库' })).list[0];
    await expectRefused(s.db, () => post(updateLibrary, { id: other.id, name: '常见问题' }, s.token), '160001');
    const en = await post(createLibrary, { name: '常见问题' }, s.token, 'en');
    expect(en.body.msg).toBe('A library of this name already exists: "常见问题"');
  });

  it('answers 160002 for an unknown library', async () => {
    await expectRefused(s.db, () => post(updateLibrary, { id: 'nope', name: 'x' }, s.token), '160002');
    await expectRefused(s.db, () => get(getCategoryTree, { libraryId: 'nope' }, s.token), '160002');
  });

  it("never lets another tenant's admin read or change tenant 2001's libraries", async () => {
    const l = await demo();
    await expectRefused(s.db, () => post(updateLibrary, { id: l.id, name: '被改了' }, token3), '160002');
    await expectRefused(s.db, () => get(getCategoryTree, { libraryId: l.id }, token3), '160002');
    await expectRefused(s.db, () => post(createKnowledge, itemBody(l.id), token3), '160002');
    const d = await post(deleteLibraries, { ids: [l.id] }, token3);
    const st = await post(setLibraryStatus, { ids: [l.id], status: 0 }, token3);
    expect([d.body.data, st.body.data]).toEqual([{ deleted: 0 }, { updated: 0 }]);
    expect(await demo()).toMatchObject({ name: '常见问题', status: 1, itemCount: 20 });
  });

  it('refuses a user without the permission (100403)', async () => {
    const u = await userWithout(s.db, ['aikb.library.create']);
    const tk = (await tokenFor(s.app, u.username, u.password)).authorization;
    await expectRefused(s.db, () => post(createLibrary, { name: '无权' }, tk), '100403');
    expect((await get(listLibraries, {}, tk)).body.code).toBe('000000');
  });
});

describe('label tree (requirements §5)', () => {
  let libId = '';
  const tree = async () => (await get<Node[]>(getCategoryTree, { libraryId: libId }, s.token)).body.data;

  it('shows the demo tree with item counts', async () => {
    libId = (await demo()).id;
    const t = await tree();
    expect(t.map((n) => n.name)).toEqual(['物流配送', '售后服务', '发票', '支付', '账户']);
    expect(t[0].children.map((n) => [n.name, n.itemCount])).toEqual([
      ['运费', 2],
      ['配送时效', 2],
    ]);
  });

  it('adds a level-1 node and a child, and refuses a child of a level-2 node (160005)', async () => {
    const top = await post<Node>(createCategory, { libraryId: libId, name: '新场景' }, s.token);
    expect([top.body.code, top.body.data.parentId]).toEqual(['000000', null]);
    const child = await post<Node>(
      createCategory,
      { libraryId: libId, parentId: top.body.data.id, name: '会员' },
      s.token,
    );
    expect(child.body.data.parentId).toBe(top.body.data.id);
    await expectRefused(
      s.db,
      () => post(createCategory, { libraryId: libId, parentId: child.body.data.id, name: '三级' }, s.token),
      '160005',
    );
    const renamed = await post<Node>(updateCategory, { id: top.body.data.id, name: '会员中心' }, s.token);
    expect(renamed.body.data.name).toBe('会员中心');
    expect(await lastLog()).toMatchObject({ action: 'update', targetType: 'category', after: { name: '会员中心' } });
    // A level-1 node goes with its (empty) children.
    expect((await post(deleteCategory, { id: top.body.data.id }, s.token)).body.data).toEqual({ deleted: 2 });
    expect((await tree()).map((n) => n.name)).not.toContain('会员中心');
  });

  it('refuses a parent of another library (160004) and names with a slash (100001)', async () => {
    const other = (await post<Lib>(createLibrary, { name: '另一个库' }, s.token)).body.data;
    const foreign = (await post<Node>(createCategory, { libraryId: other.id, name: '甲' }, s.token)).body.data;
    await expectRefused(
      s.db,
      () => post(createCategory, { libraryId: libId, parentId: foreign.id, name: '乙' }, s.token),
      '160004',
    );
    await expectRefused(s.db, () => post(createCategory, { libraryId: libId, name: '一/二' }, s.token), '100001');
  });

  it('refuses to delete a category holding items (160008 with the count)', async () => {
    const logistics = (await tree())[0];
    const msg = await expectRefused(s.db, () => post(deleteCategory, { id: logistics.id }, s.token), '160008');
    expect(msg).toBe('该分类下仍有6条知识，请先移走或删除');
    await expectRefused(s.db, () => post(deleteCategory, { id: logistics.id }, token3), '160004');
  });

  it('deletes a library with its tree and items, logged once', async () => {
    const l = (await post<Lib>(createLibrary, { name: '临时库' }, s.token)).body.data;
    await post(createCategory, { libraryId: l.id, name: '甲' }, s.token);
    await post(createKnowledge, itemBody(l.id), s.token);
    expect((await post(deleteLibraries, { ids: [l.id] }, s.token)).body.data).toEqual({ deleted: 1 });
    expect(await lastLog()).toMatchObject({ action: 'delete', targetType: 'library', before: { itemCount: 1 } });
    expect((await libs({ name: '临时库' })).total).toBe(0);
  });
});

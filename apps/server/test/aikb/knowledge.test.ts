/** Knowledge items: CRUD, every bad input, filters and sort, batch actions, isolation, change log. */
import { createCategory, getCategoryTree } from '@zhiyu/contract/modules/aikb/category';
import {
  createKnowledge,
  deleteKnowledge,
  getKnowledge,
  listKnowledge,
  moveKnowledge,
  setKnowledgeValidity,
  updateKnowledge,
} from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary, listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { listOperaLog } from '@zhiyu/contract/modules/aikb/opera-log';
import { itemAnswers } from '@zhiyu/contract/rules/knowledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexSettled } from '../../src/modules/aikb/knowledge/index-hook.ts';
import { expectRefused } from '../helpers/db.ts';
import { type Item, itemBody, kb, type Lib, type Log, type Node, type Page } from '../helpers/kb.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
const { get, post } = kb(() => s.app);
let token3 = '';
let lib = '';
let demo = '';
let tree: Node[] = [];
beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aikb');
  lib = (await post<Lib>(createLibrary, { name: '测试知识库' }, s.token)).body.data.id;
  demo = (await get<Page<Lib>>(listLibraries, { name: '常见问题' }, s.token)).body.data.list[0].id;
  tree = (await get<Node[]>(getCategoryTree, { libraryId: demo }, s.token)).body.data;
});

const items = async (q: Record<string, unknown>, tk = s.token) =>
  (await get<Page<Item>>(listKnowledge, { pageSize: 100, ...q }, tk)).body.data;
const logs = async (q: Record<string, unknown> = {}) =>
  (await get<Page<Log>>(listOperaLog, { pageSize: 100, ...q }, s.token)).body.data.list;

describe('knowledge items', () => {
  it('creates an item: similar questions trimmed and de-duplicated, tags split, answer sanitised', async () => {
    const r = await post<Item>(
      createKnowledge,
      itemBody(lib, {
        type: 'llmGeneralQa',
        question: '  怎么退货？ ',
        similar: [' 如何退货 ', '如何退货', '', '退货流程'],
        answer: '<p onclick="x()">请在订单页申请<script>alert(1)</script></p>',
        tags: '售后，退货,售后',
        effectiveFrom: 1000,
        effectiveTo: 2000,
      }),
      s.token,
    );
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data).toMatchObject({
      type: 'llmGeneralQa',
      question: '怎么退货？',
      similar: ['如何退货', '退货流程'],
      answer: '<p>请在订单页申请</p>',
      tags: ['售后', '退货'],
      validity: 0,
      effectiveFrom: 1000,
      effectiveTo: 2000,
      updater: 'tenant',
    });
    const [log] = await logs({ targetType: 'item', action: 'create' });
    expect(log).toMatchObject({ targetName: '怎么退货？', before: null, after: { question: '怎么退货？' } });
    const [l] = (await get<Page<Lib>>(listLibraries, { name: '测试知识库' }, s.token)).body.data.list;
    expect(l.itemCount).toBe(1);
  });

  it.each([
    ['no question', '100001', { question: '  ' }],
    ['a question of 201 characters', '100001', { question: 'x'.repeat(201) }],
    ['a similar question of 201 characters', '100001', { similar: ['x'.repeat(201)] }],
    ['51 similar questions', '100001', { similar: Array.from({ length: 51 }, (_, i) => `问${i}`) }],
    ['an unknown type', '100001', { type: 'faq' }],
    ['a validity of 2', '100001', { validity: 2 }],
    ['an answer of 20,001 characters', '100001', { answer: 'x'.repeat(20_001) }],
    ['no answer', '100001', { answer: '' }],
    ['an answer that sanitises to nothing', '160010', { answer: '<script>x</script><p> </p>' }],
    ['a period ending before it starts', '160007', { effectiveFrom: 2000, effectiveTo: 1000 }],
    ['a similar question equal to the question', '160009', { question: '退款', similar: ['退款'] }],
    ['an unknown category', '160004', { categoryId: 'nope' }],
    ['an unknown library', '160002', { libraryId: 'nope' }],
  ] as const)('refuses %s (%s), changing nothing', async (_, code, over) => {
    await expectRefused(s.db, () => post(createKnowledge, itemBody(lib, over), s.token), code);
  });

  it('refuses a category of another library (160004) and a question already in the library (160006)', async () => {
    await expectRefused(
      s.db,
      () => post(createKnowledge, itemBody(lib, { categoryId: tree[0].id }), s.token),
      '160004',
    );
    const msg = await expectRefused(
      s.db,
      () => post(createKnowledge, itemBody(lib, { question: '怎么退货？' }), s.token),
      '160006',
    );
    expect(msg).toBe('标准问题已存在: 「怎么退货？」');
    // The same question in another library is fine.
    expect((await post(createKnowledge, itemBody(demo, { question: '怎么退货？' }), s.token)).body.code).toBe('000000');
  });

  it('edits an item, logging only the changed fields; a clash with another question is refused', async () => {
    const [item] = (await items({ libraryId: lib, keyword: '怎么退货' })).list;
    const e = await post<Item>(
      updateKnowledge,
      {
        id: item.id,
        question: '怎么退货？',
        similar: item.similar,
        answer: '<p>新答案</p>',
        tags: item.tags,
        type: item.type,
      },
      s.token,
    );
    expect(e.body.data.answer).toBe('<p>新答案</p>');
    const [log] = await logs({ action: 'update', targetType: 'item' });
    expect(log.before).toEqual({ answer: '<p>请在订单页申请</p>', effectiveFrom: 1000, effectiveTo: 2000 });
    expect(log.after).toEqual({ answer: '<p>新答案</p>', effectiveFrom: null, effectiveTo: null });
    const other = (await post<Item>(createKnowledge, itemBody(lib, { question: '运费多少' }), s.token)).body.data;
    await expectRefused(
      s.db,
      () => post(updateKnowledge, { id: other.id, question: '怎么退货？', answer: '<p>a</p>' }, s.token),
      '160006',
    );
    await expectRefused(
      s.db,
      () => post(updateKnowledge, { id: 'nope', question: 'q', answer: 'a' }, s.token),
      '160003',
    );
    expect((await get<Item>(getKnowledge, { id: other.id }, s.token)).body.data.question).toBe('运费多少');
  });

  it('filters by category (a level-1 node with its children), type, validity, tag, keyword and time', async () => {
    const logistics = tree[0];
    expect((await items({ libraryId: demo, categoryId: logistics.id })).total).toBe(6);
    expect((await items({ libraryId: demo, categoryId: logistics.children[0].id })).total).toBe(2);
    expect((await items({ libraryId: demo, tag: '发票' })).total).toBe(3);
    // The keyword reads similar questions too; LIKE wildcards are literal.
    expect((await items({ libraryId: demo, keyword: '销户' })).list.map((x) => x.question)).toEqual(['如何注销账户？']);
    expect((await items({ libraryId: demo, keyword: '%' })).total).toBe(0);
    expect((await items({ libraryId: demo, type: 'taskFlow' })).total).toBe(0);
    expect((await items({ libraryId: demo, validity: 1 })).total).toBe(0);
    const now = Date.now();
    expect((await items({ libraryId: demo, updatedFrom: now - 3_600_000, updatedTo: now + 60_000 })).total).toBe(1);
    const [first] = (await items({ libraryId: demo, categoryId: logistics.children[0].id })).list;
    expect(first.categoryPath).toEqual(['物流配送', '运费']);
  });

  it('sorts by question and by update time, both ways', async () => {
    const asc = (await items({ libraryId: demo, sortField: 'question', sortOrder: 'ASC' })).list.map((x) => x.question);
    const desc = (await items({ libraryId: demo, sortField: 'question', sortOrder: 'DESC' })).list.map(
      (x) => x.question,
    );
    expect(asc).toHaveLength(21);
    expect(desc).toEqual([...asc].reverse());
    const times = (await items({ libraryId: demo, sortField: 'updatedAt', sortOrder: 'ASC' })).list.map(
      (x) => x.updatedAt,
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('batch actions', () => {
  it('disables and enables items, one log row each, skipping those already so', async () => {
    const ids = (await items({ libraryId: demo, tag: '发票' })).list.map((x) => x.id);
    expect((await post(setKnowledgeValidity, { ids, validity: 1 }, s.token)).body.data).toEqual({ updated: 3 });
    expect((await post(setKnowledgeValidity, { ids, validity: 1 }, s.token)).body.data).toEqual({ updated: 0 });
    expect((await items({ libraryId: demo, validity: 1 })).total).toBe(3);
    const off = await logs({ action: 'disable' });
    expect(off).toHaveLength(3);
    expect(off[0]).toMatchObject({ before: { validity: 0 }, after: { validity: 1 } });
    await post(setKnowledgeValidity, { ids, validity: 0 }, s.token);
    expect(await logs({ action: 'enable' })).toHaveLength(3);
  });

  it('moves items into a category of another library, refusing a question already there', async () => {
    const ids = (await items({ libraryId: demo, tag: '支付' })).list.map((x) => x.id);
    const target = (await post<Node>(createCategory, { libraryId: lib, name: '支付' }, s.token)).body.data;
    expect((await post(moveKnowledge, { ids, libraryId: lib, categoryId: target.id }, s.token)).body.data).toEqual({
      moved: 3,
    });
    const moved = await items({ libraryId: lib, categoryId: target.id });
    expect(moved.total).toBe(3);
    expect((await get<Page<Lib>>(listLibraries, { name: '常见问题' }, s.token)).body.data.list[0].itemCount).toBe(18);
    expect((await logs({ action: 'move' }))[0]).toMatchObject({
      before: { libraryId: demo },
      after: { libraryId: lib },
    });
    // Back to the demo library with no category; a clash is refused and nothing moves.
    const clash = (await items({ libraryId: lib, keyword: '怎么退货' })).list.map((x) => x.id);
    await expectRefused(
      s.db,
      () => post(moveKnowledge, { ids: clash, libraryId: demo, categoryId: null }, s.token),
      '160006',
    );
    await expectRefused(
      s.db,
      () => post(moveKnowledge, { ids, libraryId: demo, categoryId: target.id }, s.token),
      '160004',
    );
  });

  it('deletes items in batch; ids of another tenant are never touched', async () => {
    const mine = (await items({ libraryId: lib, keyword: '运费多少' })).list.map((x) => x.id);
    const theirs = (await items({ libraryId: demo })).list.map((x) => x.id);
    await expectRefused(s.db, () => get(listKnowledge, { libraryId: demo }, token3), '160002');
    await expectRefused(s.db, () => get(getKnowledge, { id: theirs[0] }, token3), '160003');
    for (const [endpoint, body] of [
      [deleteKnowledge, { ids: theirs }],
      [setKnowledgeValidity, { ids: theirs, validity: 1 }],
      [moveKnowledge, { ids: theirs, categoryId: null }],
    ] as const) {
      const r = await post<Record<string, number>>(endpoint, body, token3);
      expect(Object.values(r.body.data), endpoint.path).toEqual([0]);
    }
    expect((await items({ libraryId: demo })).total).toBe(theirs.length);
    expect((await post(deleteKnowledge, { ids: [...mine, ...theirs.slice(0, 1)] }, s.token)).body.data).toEqual({
      deleted: 2,
    });
    // The index counts the deletion after the reply: let it land before comparing the database.
    await indexSettled();
    await expectRefused(s.db, () => post(deleteKnowledge, { ids: [] }, s.token), '100001');
    await expectRefused(s.db, () => post(deleteKnowledge, { ids: Array(501).fill('x') }, s.token), '100001');
  });
});

describe('when an item answers (contract rule)', () => {
  it('answers only while valid and within its effective period, ends included', () => {
    expect(itemAnswers({ validity: 0 }, 5)).toBe(true);
    expect(itemAnswers({ validity: 1 }, 5)).toBe(false);
    expect(itemAnswers({ validity: 0, effectiveFrom: 5, effectiveTo: 9 }, 5)).toBe(true);
    expect(itemAnswers({ validity: 0, effectiveFrom: 5, effectiveTo: 9 }, 9)).toBe(true);
    expect(itemAnswers({ validity: 0, effectiveFrom: 5, effectiveTo: null }, 4)).toBe(false);
    expect(itemAnswers({ validity: 0, effectiveFrom: null, effectiveTo: 9 }, 10)).toBe(false);
  });
});

/**
 * The knowledge test (/aikb/test): asking (good and bad input), the bot's answer as the chat engine
 * decides it, the history (stored in the same request, paged newest first, filtered), re-asking a
 * stored question after a change with the difference, deleting, and tenant isolation.
 */
import { deleteHitTests, rerunHitTest } from '@zhiyu/contract/modules/aikb/hit-test';
import { createKnowledge, updateKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { createLibrary, listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { beforeAll, describe, expect, it } from 'vitest';
import { kbRegistry } from '../../src/modules/aikb/search/registry.ts';
import { decide } from '../../src/modules/aitext/chat/answer.ts';
import { kbChatDeps } from '../../src/modules/aitext/chat/deps.ts';
import { tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { type Item, itemBody, kb, type Lib } from '../helpers/kb.ts';
import { type Compare, hitTest, type Page } from '../helpers/kb-hit-test.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';
import { userWithout } from '../helpers/walk.ts';

const s = signedIn();
const { get, post } = kb(() => s.app);
const { ask, history } = hitTest(() => s.app);
let token3 = '';
let demoLib = '';
beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aikb');
  demoLib = (await get<Page<Lib>>(listLibraries, { name: '常见问题' }, s.token)).body.data.list[0].id;
});

const unique = (p: string) => `${p}-${Math.random().toString(36).slice(2, 8)}`;

describe('asking the knowledge base', () => {
  it('answers from the demo library with ranked hits, as the chat engine decides, and stores the row', async () => {
    const r = await ask({ question: '  无理由退货怎么申请  ' }, s.token);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const d = r.body.data;
    expect(d.question).toBe('无理由退货怎么申请');
    expect(d.allLibraries).toBe(true);
    expect(d.libraries.map((l) => l.name)).toContain('常见问题');
    expect(d.topN).toBe(10);
    const top = d.hits[0];
    expect([top.rank, top.kind, top.title, top.field, top.matched, top.libraryName, top.answerable]).toEqual([
      1,
      'item',
      '支持七天无理由退货吗？',
      'similar',
      '无理由退货怎么申请',
      '常见问题',
      true,
    ]);
    expect(top.score).toBeGreaterThanOrEqual(d.thresholds.answer);
    expect(d.hits.map((h) => h.rank)).toEqual(d.hits.map((_, i) => i + 1));
    expect(d.hits.map((h) => h.score)).toEqual([...d.hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(d.hits.every((h) => h.score > 0 && h.score <= 1)).toBe(true);
    expect(d.answer.kind).toBe('answer');
    expect(d.answer.refId).toBe(top.refId);
    expect(d.answer.text).toContain('签收后 7 天内');
    expect(d.thresholds).toEqual({ answer: 0.35, suggest: 0.25 });
    // The bot on a channel of the same library says the same.
    const bot = await decide(
      kbChatDeps(s.db, Date.now),
      '2001',
      { libraryIds: [demoLib], fallback: '' },
      d.question,
      'zh',
    );
    expect(bot).toMatchObject({ kind: 'answer', text: d.answer.text, hit: { refId: top.refId } });

    const h = await history({ question: '无理由退货怎么申请' }, s.token);
    expect(h.list[0]).toEqual(d);
  });

  it('falls back on a question about nothing in the base, and offers candidates as the bot does', async () => {
    const none = (await ask({ question: '去上海的高铁几点有票', libraryIds: [demoLib] }, s.token)).body.data;
    expect(none.answer).toMatchObject({ kind: 'fallback', refId: null, candidates: [] });
    expect(none.answer.text).toBe('抱歉，这个问题我还不会回答，您可以换个说法或转人工客服。');
    expect(none.hits.every((h) => h.score < none.thresholds.suggest)).toBe(true);
    expect(none.allLibraries).toBe(false);
    // Between the thresholds: "did you mean" with the candidates the chat engine offers.
    const lib = (await post<Lib>(createLibrary, { name: unique('候选库') }, s.token)).body.data;
    await post(createKnowledge, itemBody(lib.id, { question: '会员积分怎么兑换礼品' }), s.token);
    await post(createKnowledge, itemBody(lib.id, { question: '会员积分什么时候清零' }), s.token);
    const q = '积分规则';
    const deps = kbChatDeps(s.db, Date.now);
    await expect
      .poll(async () => (await decide(deps, '2001', { libraryIds: [lib.id], fallback: '' }, q, 'zh')).kind)
      .toBe('suggest');
    const bot = await decide(deps, '2001', { libraryIds: [lib.id], fallback: '' }, q, 'zh');
    const d = (await ask({ question: q, libraryIds: [lib.id], topN: 1 }, s.token, 'en-US')).body.data;
    expect(d.answer.kind).toBe('didYouMean');
    expect(d.answer.text).toBe('Did you mean:');
    expect(d.answer.candidates.map((c) => c.refId)).toEqual(
      bot.kind === 'suggest' ? bot.candidates.map((c) => c.refId) : [],
    );
    expect(d.answer.candidates).toHaveLength(2);
    // topN limits the listed hits, not the bot's candidates.
    expect(d.hits).toHaveLength(1);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '   ' }, '160301'],
      [{ question: '' }, '160301'],
      [{ question: '问'.repeat(201) }, '160302'],
      [{ question: '退货', libraryIds: ['kb-none'] }, '160002'],
      [{ question: '退货', topN: 0 }, '100001'],
      [{ question: '退货', topN: 21 }, '100001'],
      [{}, '100001'],
    ];
    for (const [body, code] of cases) await expectRefused(s.db, () => ask(body, s.token), code);
    const msg = await expectRefused(s.db, () => ask({ question: 'x'.repeat(201) }, s.token, 'en-US'), '160302');
    expect(msg).toBe('The question is longer than 200 characters');
    expect((await ask({ question: '问'.repeat(200) }, s.token)).body.code).toBe('000000');
  });
});

describe('history', () => {
  it('pages newest first and filters by the question', async () => {
    const mark = unique('翻页');
    for (let i = 1; i <= 6; i++)
      expect((await ask({ question: `${mark} 第${i}问` }, s.token)).body.code).toBe('000000');
    const p1 = await history({ question: mark, pageSize: 5 }, s.token);
    const p2 = await history({ question: mark, pageSize: 5, pageNum: 2 }, s.token);
    expect(p1.total).toBe(6);
    expect([...p1.list, ...p2.list].map((r) => r.question)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `${mark} 第${i}问`));
    expect(p1.list[0].askedBy).toBe('tenant');
    expect((await history({ question: `${mark} 第3问` }, s.token)).list).toHaveLength(1);
  });

  it('deletes rows; ids already gone or of another tenant answer 160303', async () => {
    const mark = unique('删除');
    const a = (await ask({ question: `${mark} 一` }, s.token)).body.data;
    const b = (await ask({ question: `${mark} 二` }, s.token)).body.data;
    expect((await post(deleteHitTests, { ids: [a.id, 'kbt-none'] }, s.token)).body.data).toEqual({ deleted: 1 });
    expect((await history({ question: mark }, s.token)).list.map((r) => r.id)).toEqual([b.id]);
    await expectRefused(s.db, () => post(deleteHitTests, { ids: [a.id] }, s.token), '160303');
    await expectRefused(s.db, () => post(deleteHitTests, { ids: [b.id] }, token3), '160303');
    expect((await history({ question: mark }, s.token)).total).toBe(1);
  });
});

describe('comparing with today', () => {
  it('re-asks a stored question after an edit: moves, new and gone hits, a changed answer, a new row', async () => {
    const lib = (await post<Lib>(createLibrary, { name: unique('对比库') }, s.token)).body.data;
    const add = async (question: string) =>
      (await post<Item>(createKnowledge, itemBody(lib.id, { question, answer: `<p>${question}的答案</p>` }), s.token))
        .body.data;
    const gift = await add('会员积分怎么兑换礼品');
    const expiry = await add('会员积分什么时候过期');
    const q = '积分怎么兑换礼品';
    const index = await kbRegistry(s.db).get('2001');
    const found = (text: string, id: string) =>
      index
        .search(text, { libraryIds: [lib.id], threshold: 0 })
        .map((h) => h.refId)
        .includes(id);
    // Its own words answer an item only once the index holds its edit.
    const exact = (text: string, id: string) => {
      const [h] = index.search(text, { libraryIds: [lib.id] });
      return h?.refId === id && h.score >= 0.9;
    };
    await expect.poll(() => found(q, gift.id) && found(q, expiry.id)).toBe(true);
    const first = (await ask({ question: q, libraryIds: [lib.id] }, s.token)).body.data;
    expect(first.answer).toMatchObject({ kind: 'answer', refId: gift.id });

    // Nothing changed: the same hits in the same places.
    const same = (await post<Compare>(rerunHitTest, { id: first.id }, s.token)).body.data;
    expect(same.diff.outcomeChanged || same.diff.answerChanged).toBe(false);
    expect(same.diff.hits.map((h) => h.move)).toEqual(first.hits.map(() => 'same'));

    // The answering item is reworded away and a new one appears.
    const edited = await post(
      updateKnowledge,
      { ...itemBody(lib.id, { question: '会员等级怎么升级' }), id: gift.id },
      s.token,
    );
    expect(edited.body.code).toBe('000000');
    const fresh = await add('积分兑换的礼品怎么发货');
    await expect.poll(() => found(q, fresh.id) && exact('会员等级怎么升级', gift.id)).toBe(true);
    const r = (await post<Compare>(rerunHitTest, { id: first.id }, s.token)).body.data;
    expect(r.before).toEqual(first);
    expect(r.after.rerunOf).toBe(first.id);
    expect(r.after.answer.refId).not.toBe(gift.id);
    expect(r.diff.outcomeChanged || r.diff.answerChanged).toBe(true);
    const move = (id: string) => r.diff.hits.find((h) => h.refId === id)?.move;
    expect(move(fresh.id)).toBe('new');
    expect(move(expiry.id)).toMatch(/^(up|same)$/);
    expect(['gone', 'down']).toContain(move(gift.id));
    const gone = r.diff.hits.filter((h) => h.move === 'gone');
    expect(gone.every((h) => h.after === null && h.before !== null)).toBe(true);
    // Stored as a new row; the old one is unchanged.
    const rows = (await history({ question: q }, s.token)).list.filter(
      (x) => x.id === first.id || x.rerunOf === first.id,
    );
    expect(rows.map((x) => x.id)).toEqual([r.after.id, same.after.id, first.id]);
    expect(rows[2]).toEqual(first);
  });

  it("refuses another tenant's row and an unknown id, storing nothing", async () => {
    const mine = (await ask({ question: unique('隔离') }, s.token)).body.data;
    await expectRefused(s.db, () => post(rerunHitTest, { id: mine.id }, token3), '160303');
    await expectRefused(s.db, () => post(rerunHitTest, { id: 'kbt-none' }, s.token), '160303');
  });
});

describe('tenant isolation and permissions', () => {
  it("never shows or searches another tenant's history or knowledge", async () => {
    const mine = (await ask({ question: '怎么申请退货' }, s.token)).body.data;
    await expectRefused(s.db, () => ask({ question: '怎么申请退货', libraryIds: [demoLib] }, token3), '160002');
    const theirs = (await ask({ question: '怎么申请退货' }, token3)).body.data;
    expect(theirs.libraries.map((l) => l.name)).toEqual(['ISO-MARK 知识库 2003']);
    expect(theirs.hits.filter((h) => h.libraryId === demoLib)).toEqual([]);
    const list = await history({ pageSize: 100 }, token3);
    expect(list.list.map((r) => r.id)).not.toContain(mine.id);
    expect(list.list.map((r) => r.id)).toContain(theirs.id);
  });

  it('refuses a user without the permission (100403), storing nothing', async () => {
    const u = await userWithout(s.db, ['aikb.hitTest.ask']);
    const t = (await tokenFor(s.app, u.username, u.password)).authorization;
    await expectRefused(s.db, () => ask({ question: '怎么申请退货' }, t), '100403');
  });
});

/** Labelling (requirements R4 §3): tasks, the queue, labels and undo, two-person agreement, review, commit. */
import { type DatasetItemRow, type DatasetRow, listDatasetItems } from '@zhiyu/contract/modules/learnself/dataset';
import {
  commitMarkTask,
  createMarkTask,
  getMarkTask,
  listMarkItems,
  type MarkItemRow,
  type MarkTaskRow,
  markItem,
  markQueue,
  NOISE,
  reviewItem,
  unmarkItem,
} from '@zhiyu/contract/modules/learnself/marking';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreementOf } from '../../../src/modules/learnself/marking/agreement.ts';
import { HOTLINE } from '../../fixtures/learnself.ts';
import { userHolding } from '../../helpers/admin-access.ts';
import { callApi } from '../../helpers/api.ts';
import { tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { datasetWith } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';
import { extraTenants } from '../../helpers/tenants.ts';

const s = signedIn();
let dataset: DatasetRow;
const people: Record<'a' | 'b' | 'c', { username: string; token: string }> = {} as never;

type Queue = { items: MarkItemRow[]; remaining: number };
type Detail = MarkTaskRow & { labels: string[]; byUser: { user: string; count: number }[] };

async function ok<T>(r: Promise<{ body: { code: string; msg: string; data: T } }>): Promise<T> {
  const { body } = await r;
  expect(body.code, JSON.stringify(body)).toBe('000000');
  return body.data;
}
const queue = (token: string, taskId: string, extra: Record<string, unknown> = {}) =>
  ok<Queue>(callApi(s.app, markQueue, { token, query: { taskId, ...extra } }));
const mark = (token: string, itemId: string, label: string) =>
  ok<MarkItemRow>(callApi(s.app, markItem, { token, body: { itemId, label } }));
const task = (id: string) => ok<Detail>(callApi(s.app, getMarkTask, { token: s.token, query: { id } }));

beforeAll(async () => {
  dataset = await datasetWith(s.app, s.token, '标注数据集', {
    查询话费: HOTLINE.查询话费,
    办理宽带: HOTLINE.办理宽带,
  });
  for (const k of ['a', 'b', 'c'] as const) {
    const u = await userHolding(s.db, ['r-tenant-admin-2001']);
    people[k] = { username: u.username, token: (await tokenFor(s.app, u.username, u.password)).authorization };
  }
});

describe('agreement', () => {
  it('computes the share agreed and Cohen kappa, undefined when chance explains all', () => {
    // 10 items: 7 agree; A says x 6 times, B says x 5 times.
    const pairs = [
      ...Array.from({ length: 4 }, () => ['x', 'x'] as const),
      ...Array.from({ length: 3 }, () => ['y', 'y'] as const),
      ['x', 'y'],
      ['x', 'y'],
      ['y', 'x'],
    ] as const;
    const r = agreementOf(pairs);
    expect(r.agreement).toBeCloseTo(0.7);
    // pe = 0.6·0.5 + 0.4·0.5 = 0.5 → κ = (0.7 − 0.5) / 0.5 = 0.4
    expect(r.kappa).toBeCloseTo(0.4);
    expect(agreementOf([['x', 'x']]).kappa).toBeNull();
    expect(agreementOf([])).toEqual({ agreement: null, kappa: null });
  });
});

describe('one-person labelling', () => {
  it('labels, changes, undoes, marks noise and commits only the labelled utterances', async () => {
    const t = await ok<MarkTaskRow>(
      callApi(s.app, createMarkTask, {
        token: s.token,
        body: {
          name: '单人任务',
          datasetId: dataset.id,
          texts: ['宽带能提速吗', '话费怎么扣这么多', '喂喂', '宽带能提速吗！'],
        },
      }),
    );
    // The repeated utterance (folded) is kept once.
    expect([t.total, t.done, t.twoPerson]).toEqual([3, 0, false]);
    const detail = await task(t.id);
    expect(detail.labels).toEqual(['办理宽带', '查询话费']);
    const q = await queue(s.token, t.id);
    expect(q.items.map((i) => i.text)).toEqual(['宽带能提速吗', '话费怎么扣这么多', '喂喂']);
    expect(q.remaining).toBe(3);
    const [fast, bill, noise] = q.items;
    expect((await mark(s.token, fast.id, '查询话费')).state).toBe('done');
    const changed = await mark(s.token, fast.id, '办理宽带');
    expect([changed.label, changed.mine]).toEqual(['办理宽带', '办理宽带']);
    await mark(s.token, bill.id, '查询话费');
    const undone = await ok<MarkItemRow>(callApi(s.app, unmarkItem, { token: s.token, body: { itemId: bill.id } }));
    expect([undone.state, undone.label, undone.mine]).toEqual(['pending', '', '']);
    await mark(s.token, noise.id, NOISE);
    expect((await queue(s.token, t.id)).items.map((i) => i.text)).toEqual(['话费怎么扣这么多']);
    await mark(s.token, bill.id, '查询话费');
    const done = await ok<{ added: number; skipped: number; noise: number }>(
      callApi(s.app, commitMarkTask, { token: s.token, body: { id: t.id } }),
    );
    expect(done).toEqual({ added: 2, skipped: 0, noise: 1 });
    const items = await ok<{ list: DatasetItemRow[] }>(
      callApi(s.app, listDatasetItems, {
        token: s.token,
        query: { datasetId: dataset.id, pageNum: 1, pageSize: 100, text: '宽带能提速' },
      }),
    );
    expect(items.list.map((i) => [i.label, i.source])).toEqual([['办理宽带', 'labelling']]);
    expect((await task(t.id)).committed).toBe(3);
    // A committed label no longer changes; committing again adds nothing.
    await expectRefused(
      s.db,
      () => callApi(s.app, markItem, { token: s.token, body: { itemId: fast.id, label: '查询话费' } }),
      '180036',
    );
    expect(await ok(callApi(s.app, commitMarkTask, { token: s.token, body: { id: t.id } }))).toEqual({
      added: 0,
      skipped: 0,
      noise: 0,
    });
  });
});

describe('two-person labelling', () => {
  it('labels blind, settles agreement and conflicts, computes kappa and lets a reviewer decide', async () => {
    const t = await ok<MarkTaskRow>(
      callApi(s.app, createMarkTask, {
        token: s.token,
        body: {
          name: '双人任务',
          datasetId: dataset.id,
          twoPerson: true,
          labellers: [people.a.username, people.b.username],
          texts: ['我要装宽带', '帮我查余额', '余额和宽带都要办', '网不好'],
        },
      }),
    );
    const [i1, i2, i3, i4] = (await queue(people.a.token, t.id)).items;
    // Labeller A labels; B still sees every utterance and not A's label.
    for (const [i, l] of [
      [i1, '办理宽带'],
      [i2, '查询话费'],
      [i3, '办理宽带'],
      [i4, NOISE],
    ] as const)
      expect((await mark(people.a.token, i.id, l)).state).toBe('pending');
    const forB = await queue(people.b.token, t.id);
    expect(forB.items).toHaveLength(4);
    expect(forB.items.every((i) => i.marks.length === 0 && i.mine === '')).toBe(true);
    expect((await queue(people.a.token, t.id)).items).toHaveLength(0);
    for (const [i, l] of [
      [i1, '办理宽带'],
      [i2, '查询话费'],
      [i3, '查询话费'],
      [i4, NOISE],
    ] as const)
      await mark(people.b.token, i.id, l);
    const d = await task(t.id);
    expect([d.done, d.conflicts, d.agreement]).toEqual([3, 1, 0.75]);
    expect(d.kappa).toBeCloseTo(
      agreementOf([
        ['办理宽带', '办理宽带'],
        ['查询话费', '查询话费'],
        ['办理宽带', '查询话费'],
        [NOISE, NOISE],
      ]).kappa as number,
    );
    expect(d.byUser.map((u) => u.count)).toEqual([4, 4]);
    // Who labelled what is kept and shown once both have labelled.
    const conflicts = await ok<{ list: MarkItemRow[] }>(
      callApi(s.app, listMarkItems, {
        token: s.token,
        query: { taskId: t.id, state: 'conflict', pageNum: 1, pageSize: 10 },
      }),
    );
    expect(conflicts.list[0].marks.map((m) => [m.user, m.label])).toEqual([
      [people.a.username, '办理宽带'],
      [people.b.username, '查询话费'],
    ]);
    // Someone who is not one of the two labels nothing; the reviewer decides.
    await expectRefused(
      s.db,
      () => callApi(s.app, markItem, { token: people.c.token, body: { itemId: i3.id, label: '查询话费' } }),
      '180035',
    );
    const decided = await ok<MarkItemRow>(
      callApi(s.app, reviewItem, { token: people.c.token, body: { itemId: i3.id, label: '办理宽带' } }),
    );
    expect([decided.state, decided.label, decided.reviewer]).toEqual(['done', '办理宽带', people.c.username]);
    await expectRefused(
      s.db,
      () => callApi(s.app, unmarkItem, { token: people.a.token, body: { itemId: i3.id } }),
      '180041',
    );
  });
});

describe('refusals', () => {
  it('refuses bad tasks and labels with their codes, changing nothing', async () => {
    const create = (body: Record<string, unknown>) => () =>
      callApi(s.app, createMarkTask, { token: s.token, body: { name: '坏任务', datasetId: dataset.id, ...body } });
    await expectRefused(s.db, create({ texts: [] }), '180038');
    await expectRefused(s.db, create({ datasetId: 'ds-none', texts: ['x'] }), '180002');
    await expectRefused(s.db, create({ twoPerson: true, labellers: [people.a.username], texts: ['x'] }), '180032');
    await expectRefused(
      s.db,
      create({ twoPerson: true, labellers: ['nobody-here', people.a.username], texts: ['x'] }),
      '180033',
    );
    await expectRefused(
      s.db,
      create({ twoPerson: true, labellers: ['tenant2', people.a.username], texts: ['x'] }),
      '180033',
    );
    await expectRefused(s.db, create({ texts: ['a\u0000b'] }), '100001');
    const t = await ok<MarkTaskRow>(
      callApi(s.app, createMarkTask, {
        token: s.token,
        body: { name: '拒绝', datasetId: dataset.id, texts: ['查话费'] },
      }),
    );
    const [item] = (await queue(s.token, t.id)).items;
    await expectRefused(
      s.db,
      () => callApi(s.app, markItem, { token: s.token, body: { itemId: item.id, label: '不存在的意图' } }),
      '180034',
    );
    await expectRefused(
      s.db,
      () => callApi(s.app, unmarkItem, { token: s.token, body: { itemId: item.id } }),
      '180037',
    );
    await expectRefused(
      s.db,
      () => callApi(s.app, markItem, { token: s.token, body: { itemId: 'item-none', label: '查询话费' } }),
      '180031',
    );
    // Another tenant sees neither the task nor its utterances.
    const [foreign] = await extraTenants(s.db, 1);
    const other = (await tokenFor(s.app, foreign.username, foreign.password)).authorization;
    await expectRefused(s.db, () => callApi(s.app, getMarkTask, { token: other, query: { id: t.id } }), '180030');
    await expectRefused(
      s.db,
      () => callApi(s.app, markItem, { token: other, body: { itemId: item.id, label: '查询话费' } }),
      '180031',
    );
    await expectRefused(s.db, () => callApi(s.app, commitMarkTask, { token: other, body: { id: t.id } }), '180030');
  });
});

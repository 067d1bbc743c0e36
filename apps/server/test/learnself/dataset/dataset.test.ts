/** Datasets, their working copy and their versions (requirements R4 /learnself/model/dataset). */
import {
  addDatasetItems,
  createDataset,
  createDatasetVersion,
  type DatasetItemRow,
  type DatasetRow,
  type DatasetVersionRow,
  deleteDatasetItems,
  deleteDatasets,
  listDatasetItems,
  listDatasetLabels,
  listDatasets,
  listDatasetVersions,
  updateDataset,
  updateDatasetItem,
} from '@zhiyu/contract/modules/learnself/dataset';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lsDatasets } from '../../../src/modules/learnself/dataset/table.ts';
import { splitItems } from '../../../src/modules/learnself/dataset/versions.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { callApi } from '../../helpers/api.ts';
import { dbDigest } from '../../helpers/db.ts';
import { datasetWith, versionOf } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
type Page<T> = { list: T[]; total: number };
/** Runs the refused calls and checks the database is as it was before them. */
async function unchanged(run: () => Promise<void>) {
  const before = await dbDigest(s.db);
  await run();
  expect(await dbDigest(s.db)).toEqual(before);
}

describe('datasets', () => {
  it('are created, listed, renamed and deleted; names are unique in the app', async () => {
    const d = await datasetWith(s.app, s.token, '话费意图', { 查询话费: ['查话费', '我想查下话费'] });
    expect(d).toMatchObject({ type: 'nlu', itemCount: 0, latestVersion: 0, creator: 'tenant' });
    const list = await callApi<Page<DatasetRow>>(s.app, listDatasets, { token: s.token, query: { name: '话费' } });
    expect(list.body.data.list.map((r) => [r.name, r.itemCount, r.labelCount])).toEqual([['话费意图', 2, 1]]);
    const dup = await callApi(s.app, createDataset, { token: s.token, body: { name: '话费意图' } });
    expect([dup.body.code, dup.body.msg]).toEqual(['180001', '数据集名称已存在: 「话费意图」']);
    const renamed = await callApi<DatasetRow>(s.app, updateDataset, {
      token: s.token,
      body: { id: d.id, name: '话费意图-改', description: '说明' },
    });
    expect([renamed.body.data.name, renamed.body.data.description, renamed.body.data.type]).toEqual([
      '话费意图-改',
      '说明',
      'nlu',
    ]);
    const del = await callApi(s.app, deleteDatasets, { token: s.token, body: { ids: [d.id] } });
    expect(del.body.data).toEqual({ deleted: 1 });
    const left = rowsOf<{ n: number }>(
      await s.db.execute(sql`SELECT count(*)::int AS n FROM ls_dataset_items WHERE dataset_id = ${d.id}`),
    );
    expect(left[0].n).toBe(0);
  });

  it("a caller neither sees nor changes another tenant's dataset, nor links another tenant's bot", async () => {
    await s.db.insert(lsDatasets).values({ id: 'ds-foreign', tenantId: '2003', name: '隔离检查', type: 'nlu' });
    const seen = await callApi<Page<DatasetRow>>(s.app, listDatasets, { token: s.token, query: { name: '隔离检查' } });
    expect(seen.body.data.total).toBe(0);
    await unchanged(async () => {
      const r = await callApi(s.app, addDatasetItems, {
        token: s.token,
        body: { datasetId: 'ds-foreign', label: 'a', texts: ['三'] },
      });
      expect(r.body.code).toBe('180002');
      const v = await callApi(s.app, createDatasetVersion, { token: s.token, body: { datasetId: 'ds-foreign' } });
      expect(v.body.code).toBe('180002');
      const items = await callApi(s.app, listDatasetItems, { token: s.token, query: { datasetId: 'ds-foreign' } });
      expect(items.body.code).toBe('180002');
      const del = await callApi(s.app, deleteDatasets, { token: s.token, body: { ids: ['ds-foreign'] } });
      expect(del.body.data).toEqual({ deleted: 0 });
    });
    const [bot] = rowsOf<{ id: string }>(await s.db.execute(sql`SELECT id FROM bots WHERE tenant_id = '2003' LIMIT 1`));
    const linked = await callApi(s.app, createDataset, { token: s.token, body: { name: '他人机器人', botId: bot.id } });
    expect(linked.body.code).toBe('180010');
  });
});

describe('the working copy', () => {
  it('skips an utterance already under its label, compared without width, case, spaces or punctuation', async () => {
    const d = await datasetWith(s.app, s.token, '去重', { 办理: ['我要办理套餐'] });
    const r = await callApi(s.app, addDatasetItems, {
      token: s.token,
      body: { datasetId: d.id, label: '办理', texts: ['我要办理套餐！', 'ＡＢＣ 套餐', 'abc套餐', '换个套餐'] },
    });
    expect(r.body.data).toEqual({ added: 2, skipped: 2 });
    // The same words under another label are a separate item (diagnosis reports the conflict).
    const other = await callApi(s.app, addDatasetItems, {
      token: s.token,
      body: { datasetId: d.id, label: '咨询', texts: ['我要办理套餐'] },
    });
    expect(other.body.data).toEqual({ added: 1, skipped: 0 });
    const labels = await callApi(s.app, listDatasetLabels, { token: s.token, query: { datasetId: d.id } });
    expect(labels.body.data).toEqual([
      { label: '办理', count: 3 },
      { label: '咨询', count: 1 },
    ]);
  });

  it('an edit into an utterance its label already holds is refused and changes nothing', async () => {
    const d = await datasetWith(s.app, s.token, '编辑', { 办理: ['办套餐', '开通业务'] });
    const items = await callApi<Page<DatasetItemRow>>(s.app, listDatasetItems, {
      token: s.token,
      query: { datasetId: d.id, text: '开通' },
    });
    const id = items.body.data.list[0].id;
    await unchanged(async () => {
      const r = await callApi(s.app, updateDatasetItem, {
        token: s.token,
        body: { id, label: '办理', text: '办套餐' },
      });
      expect([r.body.code, r.body.msg]).toEqual(['180005', '该意图下已有相同语料']);
    });
    const ok = await callApi<DatasetItemRow>(s.app, updateDatasetItem, {
      token: s.token,
      body: { id, label: '咨询', text: '办套餐' },
    });
    expect([ok.body.data.label, ok.body.data.text]).toEqual(['咨询', '办套餐']);
    const gone = await callApi(s.app, deleteDatasetItems, { token: s.token, body: { ids: [id] } });
    expect(gone.body.data).toEqual({ deleted: 1 });
  });

  it('a sentiment dataset takes only positive, neutral and negative', async () => {
    const d = await datasetWith(s.app, s.token, '情感', { positive: ['太好了'] }, 'sentiment');
    await unchanged(async () => {
      const r = await callApi(s.app, addDatasetItems, {
        token: s.token,
        body: { datasetId: d.id, label: '开心', texts: ['不错'] },
      });
      expect(r.body.code).toBe('180007');
    });
  });

  it('refuses bad input with the validation error and writes nothing', async () => {
    const d = await datasetWith(s.app, s.token, '坏输入', {});
    await unchanged(async () => {
      for (const body of [
        { datasetId: d.id, label: '', texts: ['x'] },
        { datasetId: d.id, label: 'a', texts: [] },
        { datasetId: d.id, label: 'a', texts: ['x'.repeat(201)] },
        { datasetId: d.id, label: 'a', texts: Array.from({ length: 1001 }, (_, i) => `${i}`) },
      ]) {
        const r = await callApi(s.app, addDatasetItems, { token: s.token, body });
        expect(r.body.code, JSON.stringify(body).slice(0, 60)).toBe('100001');
      }
    });
  });
});

describe('versions', () => {
  it('needs two labels of two utterances each', async () => {
    const d = await datasetWith(s.app, s.token, '太少', { a: ['一', '二'], b: ['三'] });
    await unchanged(async () => {
      const r = await callApi(s.app, createDatasetVersion, { token: s.token, body: { datasetId: d.id } });
      expect(r.body.code).toBe('180008');
    });
  });

  it('snapshot the working copy with a stratified split, and stay as they were when it changes', async () => {
    const texts = (p: string, n: number) => Array.from({ length: n }, (_, i) => `${p}${i}号`);
    const d = await datasetWith(s.app, s.token, '版本', { a: texts('甲', 10), b: texts('乙', 5), c: texts('丙', 2) });
    const v1 = await versionOf(s.app, s.token, d.id);
    expect(v1).toMatchObject({ version: 1, itemCount: 17, labelCount: 3, testRatio: 0.2, seed: 1 });
    // 10 → 2 held out, 5 → 1, 2 → 1: every label trains and is tested.
    expect([v1.trainCount, v1.testCount]).toEqual([13, 4]);
    await callApi(s.app, addDatasetItems, { token: s.token, body: { datasetId: d.id, label: 'c', texts: ['丙新'] } });
    const v2 = await callApi<DatasetVersionRow>(s.app, createDatasetVersion, {
      token: s.token,
      body: { datasetId: d.id, testRatio: 0.5, seed: 7, note: '第二版' },
    });
    expect(v2.body.data).toMatchObject({ version: 2, itemCount: 18, note: '第二版', testRatio: 0.5 });
    const list = await callApi<DatasetVersionRow[]>(s.app, listDatasetVersions, {
      token: s.token,
      query: { datasetId: d.id },
    });
    expect(list.body.data.map((v) => [v.version, v.itemCount])).toEqual([
      [2, 18],
      [1, 17],
    ]);
    const row = await callApi<Page<DatasetRow>>(s.app, listDatasets, { token: s.token, query: { name: '版本' } });
    expect(row.body.data.list[0].latestVersion).toBe(2);
  });

  it('splits the same way for the same items and seed, and differently for another seed', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ text: `t${i}`, label: `l${i % 4}` }));
    const a = splitItems(items, 0.2, 1);
    expect(splitItems(items, 0.2, 1)).toEqual(a);
    expect(splitItems(items, 0.2, 2).map((i) => i.test)).not.toEqual(a.map((i) => i.test));
    for (const l of ['l0', 'l1', 'l2', 'l3']) expect(a.filter((i) => i.l === l && i.test).length).toBe(2);
    // Items added together share their time and get random ids: the order they are read in must
    // not change which of them are held out.
    const held = (x: typeof a) =>
      x
        .filter((i) => i.test)
        .map((i) => i.t)
        .sort();
    expect(held(splitItems([...items].reverse(), 0.2, 1))).toEqual(held(a));
    const shuffled = [...items.filter((_, i) => i % 2), ...items.filter((_, i) => !(i % 2))];
    expect(held(splitItems(shuffled, 0.2, 1))).toEqual(held(a));
  });
});

/** Entity (ner) datasets and models (requirements R4 §3 model type ner): marked utterances in, a tagger out. */
import { readFileSync } from 'node:fs';
import {
  addDatasetEntities,
  addDatasetItems,
  createDataset,
  createDatasetVersion,
  type DatasetItemRow,
  type DatasetRow,
  listDatasetItems,
  listDatasetLabels,
  listDatasets,
  updateDatasetEntity,
} from '@zhiyu/contract/modules/learnself/dataset';
import { runDiagnosis } from '@zhiyu/contract/modules/learnself/diagnosis';
import {
  createModel,
  inspectTestSet,
  type ModelRow,
  predictModel,
  publishModel,
} from '@zhiyu/contract/modules/learnself/model';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { callApi } from '../../helpers/api.ts';
import { datasetIo } from '../../helpers/dataset-io.ts';
import { expectRefused } from '../../helpers/db.ts';
import { modelWhen, versionOf } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
const io = datasetIo(s);
const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/nlu/ner-callcentre.json', import.meta.url), 'utf8'),
) as { train: string[]; heldout: string[] };
type Page<T> = { list: T[]; total: number };

async function nerDataset(name: string): Promise<DatasetRow> {
  const d = await callApi<DatasetRow>(s.app, createDataset, { token: s.token, body: { name, type: 'ner' } });
  expect(d.body.code, JSON.stringify(d.body)).toBe('000000');
  return d.body.data;
}

const add = (datasetId: string, texts: string[]) =>
  callApi<{ added: number; skipped: number }>(s.app, addDatasetEntities, {
    token: s.token,
    body: { datasetId, texts },
  });

async function itemsOf(datasetId: string) {
  const r = await callApi<Page<DatasetItemRow>>(s.app, listDatasetItems, {
    token: s.token,
    query: { datasetId, pageSize: 100, sortField: 'createdAt', sortOrder: 'ASC' },
  });
  return r.body.data.list;
}

describe('an entity dataset', () => {
  let d: DatasetRow;
  beforeAll(async () => {
    d = await nerDataset('实体-工单');
  });

  it('takes marked utterances, keeps their entities, counts its entity types and skips repeats', async () => {
    const r = await add(d.id, [
      '我叫[张三](人名)，电话[13800001111](Phone)',
      '我叫张三，电话13800001111。',
      '[明天](date)来',
    ]);
    expect(r.body).toMatchObject({ code: '000000', data: { added: 2, skipped: 1 } });
    // One call inserts both at one instant: compare in text order.
    const items = (await itemsOf(d.id)).sort((a, b) => (a.text < b.text ? -1 : 1));
    expect(items.map((i) => [i.label, i.text, i.spans])).toEqual(
      [
        [
          '',
          '我叫张三，电话13800001111',
          [
            { start: 2, end: 4, type: 'person' },
            { start: 7, end: 18, type: 'phone' },
          ],
        ],
        ['', '明天来', [{ start: 0, end: 2, type: 'date' }]],
      ].sort((a, b) => (a[1] < b[1] ? -1 : 1)),
    );
    const labels = await callApi(s.app, listDatasetLabels, { token: s.token, query: { datasetId: d.id } });
    expect(labels.body.data).toEqual([
      { label: 'date', count: 1 },
      { label: 'person', count: 1 },
      { label: 'phone', count: 1 },
    ]);
    const list = await callApi<Page<DatasetRow>>(s.app, listDatasets, { token: s.token, query: { name: '实体-工单' } });
    expect(list.body.data.list[0]).toMatchObject({ type: 'ner', itemCount: 2, labelCount: 3 });
  });

  it('refuses bad markup naming the line, and adds nothing', async () => {
    const cases: [string, string, string][] = [
      ['[张三(人名)', '180071', '第2行：方括号未成对，实体请写作 [文本](类型)'],
      ['我叫[](人名)', '180072', '第2行：实体文本为空'],
      ['我叫[张三]()', '180073', '第2行：实体类型为空'],
      [`[张三](${'类'.repeat(51)})`, '180074', '第2行：实体类型最多50个字'],
      [`[张三](人名)${'长'.repeat(200)}`, '180075', '第2行：语料最多200个字'],
    ];
    for (const [bad, code, msg] of cases)
      expect(await expectRefused(s.db, () => add(d.id, ['[后天](date)可以', bad]), code)).toBe(msg);
  });

  it('is edited as marked text', async () => {
    const [first] = await itemsOf(d.id);
    const r = await callApi<DatasetItemRow>(s.app, updateDatasetEntity, {
      token: s.token,
      body: { id: first.id, text: '我是[李四](人名)' },
    });
    expect(r.body.data).toMatchObject({ text: '我是李四', spans: [{ start: 2, end: 4, type: 'person' }] });
    await expectRefused(
      s.db,
      () => callApi(s.app, updateDatasetEntity, { token: s.token, body: { id: first.id, text: '我是[李四' } }),
      '180071',
    );
  });

  it('refuses intent labels, and an intent dataset refuses marked utterances', async () => {
    await expectRefused(
      s.db,
      () =>
        callApi(s.app, addDatasetItems, { token: s.token, body: { datasetId: d.id, label: '人名', texts: ['张三'] } }),
      '180070',
    );
    const nlu = await callApi<DatasetRow>(s.app, createDataset, { token: s.token, body: { name: '实体-意图集' } });
    await expectRefused(s.db, () => add(nlu.body.data.id, ['[张三](人名)']), '180076');
  });

  it('makes a version only with two utterances with entities, and refuses diagnosis', async () => {
    const few = await nerDataset('实体-太少');
    await add(few.id, ['[张三](人名)', '没有实体']);
    await expectRefused(
      s.db,
      () => callApi(s.app, createDatasetVersion, { token: s.token, body: { datasetId: few.id } }),
      '180077',
    );
    await add(few.id, ['[李四](人名)']);
    const v = await versionOf(s.app, s.token, few.id);
    await expectRefused(
      s.db,
      () => callApi(s.app, runDiagnosis, { token: s.token, body: { versionId: v.id } }),
      '180078',
    );
  });
});

describe('an entity model', () => {
  let model: ModelRow & { evaluation: { entities?: { f1: number }; perLabel: { label: string }[] } | null };
  let testTypes: string[] = [];
  beforeAll(async () => {
    const d = await nerDataset('实体-客服');
    expect((await add(d.id, fixture.train)).body.data.added).toBe(fixture.train.length);
    const v = await versionOf(s.app, s.token, d.id);
    const [{ types }] = rowsOf<{ types: string[] }>(
      await s.db.execute(sql`
        SELECT array_agg(DISTINCT e->>'type' ORDER BY e->>'type') AS types
        FROM ls_dataset_versions v, jsonb_array_elements(v.items) i, jsonb_array_elements(i->'s') e
        WHERE v.id = ${v.id} AND (i->>'test')::boolean`),
    );
    testTypes = types;
    const made = await callApi<ModelRow>(s.app, createModel, {
      token: s.token,
      body: { name: '实体模型', versionId: v.id },
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe('000000');
    model = (await modelWhen(s.app, s.token, made.body.data.id, (m) => m.state === 0)) as typeof model;
  }, 120_000);

  it('is trained and evaluated on entity F1 per type, with no threshold', () => {
    expect(model).toMatchObject({ type: 'ner', state: 0, threshold: null });
    expect(model.evaluation?.entities?.f1).toBeGreaterThan(0);
    // A row per entity type of the version's test items (the split is seeded over the items' order).
    expect(testTypes.length).toBeGreaterThan(1);
    expect(model.evaluation?.perLabel.map((l) => l.label)).toEqual(expect.arrayContaining(testTypes));
  });

  it('finds entities when inspected', async () => {
    const r = await callApi(s.app, predictModel, { token: s.token, body: { id: model.id, text: '请回电13955556666' } });
    expect(r.body.data).toEqual({
      predictions: [],
      recognised: true,
      threshold: null,
      entities: [{ start: 3, end: 14, type: 'phone', text: '13955556666' }],
    });
  });

  it('is not published to a bot nor run on an intent test set', async () => {
    const [{ id: botId }] = rowsOf<{ id: string }>(
      await s.db.execute(sql`SELECT id FROM bots WHERE tenant_id = '2001' ORDER BY id LIMIT 1`),
    );
    await expectRefused(
      s.db,
      () => callApi(s.app, publishModel, { token: s.token, body: { id: model.id, botId } }),
      '180017',
    );
    await expectRefused(
      s.db,
      () =>
        callApi(s.app, inspectTestSet, {
          token: s.token,
          body: { id: model.id, items: [{ label: '人名', text: '张三' }] },
        }),
      '180078',
    );
  });
});

describe('entity workbooks', () => {
  it('import the marked utterance column and export it back with type names', async () => {
    const d = await nerDataset('实体-导入');
    const st = await io.imported(d.id, [
      ['语料'],
      ['我叫[赵六](人名)'],
      ['[后天](日期)还款[500元](金额)'],
      ['无实体的一句'],
    ]);
    expect(st).toMatchObject({ status: 1, imported: 3, skipped: 0 });
    expect((await itemsOf(d.id)).map((i) => i.spans.map((sp) => sp.type))).toEqual([
      ['person'],
      ['date', 'amount'],
      [],
    ]);
    expect(await io.exported({ datasetId: d.id })).toEqual([
      ['语料'],
      ['我叫[赵六](人名)'],
      ['[后天](日期)还款[500元](金额)'],
      ['无实体的一句'],
    ]);
  });

  it('fail the whole file on a bad row, with the row named in the error workbook', async () => {
    const d = await nerDataset('实体-坏行');
    const st = await io.imported(d.id, [['语料'], ['我叫[赵六](人名)'], ['我叫[赵六(人名)']]);
    expect(st.status).toBe(2);
    expect(await itemsOf(d.id)).toEqual([]);
  });
});

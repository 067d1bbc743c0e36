/** Span labelling (requirements R4 §3 NER): an ner task's label is the utterance with its entities marked. */
import { readFileSync } from 'node:fs';
import {
  addDatasetEntities,
  createDataset,
  type DatasetItemRow,
  type DatasetRow,
  listDatasetItems,
} from '@zhiyu/contract/modules/learnself/dataset';
import {
  commitMarkTask,
  createMarkTask,
  type MarkItemRow,
  type MarkTaskRow,
  markItem,
  markQueue,
} from '@zhiyu/contract/modules/learnself/marking';
import { createModel, type ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../helpers/api.ts';
import { expectRefused } from '../../helpers/db.ts';
import { modelWhen, versionOf } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/nlu/ner-callcentre.json', import.meta.url), 'utf8'),
) as { train: string[] };
let dataset: DatasetRow;
let modelId = '';

beforeAll(async () => {
  const d = await callApi<DatasetRow>(s.app, createDataset, {
    token: s.token,
    body: { name: '实体标注集', type: 'ner' },
  });
  dataset = d.body.data;
  await callApi(s.app, addDatasetEntities, { token: s.token, body: { datasetId: dataset.id, texts: fixture.train } });
  const v = await versionOf(s.app, s.token, dataset.id);
  const m = await callApi<ModelRow>(s.app, createModel, {
    token: s.token,
    body: { name: '实体预标注', versionId: v.id },
  });
  modelId = (await modelWhen(s.app, s.token, m.body.data.id, (x) => x.state === 0)).id;
}, 120_000);

describe('an entity labelling task', () => {
  it('is pre-annotated with the model marking, takes markings of the utterance only, and commits entities', async () => {
    const text = '请回电13977778888';
    const t = await callApi<MarkTaskRow>(s.app, createMarkTask, {
      token: s.token,
      body: { name: '实体标注任务', datasetId: dataset.id, modelId, texts: [text, '我姓钱'] },
    });
    expect(t.body.code, JSON.stringify(t.body)).toBe('000000');
    const queue = await callApi<{ items: MarkItemRow[] }>(s.app, markQueue, {
      token: s.token,
      query: { taskId: t.body.data.id },
    });
    const [first, second] = queue.body.data.items;
    expect(first.predictions).toEqual([{ label: '请回电[13977778888](phone)', probability: 1 }]);

    // A marking of another utterance, or bad markup, is refused and changes nothing.
    for (const label of ['请回电[13900000000](phone)', '请回电[13977778888(phone)'])
      await expectRefused(
        s.db,
        () => callApi(s.app, markItem, { token: s.token, body: { itemId: first.id, label } }),
        '180079',
      );

    // Types by their names are kept by key.
    const marked = await callApi<MarkItemRow>(s.app, markItem, {
      token: s.token,
      body: { itemId: first.id, label: '请回电[13977778888](电话)' },
    });
    expect(marked.body.data).toMatchObject({ state: 'done', label: '请回电[13977778888](phone)' });
    await callApi(s.app, markItem, { token: s.token, body: { itemId: second.id, label: '我姓[钱](客户姓氏)' } });

    const c = await callApi(s.app, commitMarkTask, { token: s.token, body: { id: t.body.data.id } });
    expect(c.body.data).toEqual({ added: 2, skipped: 0, noise: 0 });
    const items = await callApi<{ list: DatasetItemRow[] }>(s.app, listDatasetItems, {
      token: s.token,
      query: { datasetId: dataset.id, pageSize: 100 },
    });
    const mine = items.body.data.list.filter((i) => i.source === 'labelling');
    expect(mine.map((i) => [i.text, i.spans]).sort()).toEqual(
      [
        [text, [{ start: 3, end: 14, type: 'phone' }]],
        ['我姓钱', [{ start: 2, end: 3, type: '客户姓氏' }]],
      ].sort(),
    );
  });
});

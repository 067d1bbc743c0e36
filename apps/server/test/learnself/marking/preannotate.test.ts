/** Labelling (requirements R4 §3): utterances arrive pre-annotated by a trained model; the queue filters on it. */

import {
  createMarkTask,
  type MarkItemRow,
  type MarkTaskRow,
  markQueue,
} from '@zhiyu/contract/modules/learnself/marking';
import { createModel, type ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOTLINE } from '../../fixtures/learnself.ts';
import { callApi } from '../../helpers/api.ts';
import { expectRefused } from '../../helpers/db.ts';
import { datasetWith, modelWhen, versionOf } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
let datasetId = '';
let modelId = '';

beforeAll(async () => {
  const d = await datasetWith(s.app, s.token, '预标注数据集', HOTLINE);
  datasetId = d.id;
  const v = await versionOf(s.app, s.token, d.id);
  const m = await callApi<ModelRow>(s.app, createModel, {
    token: s.token,
    body: { name: '预标注模型', versionId: v.id },
  });
  expect(m.body.code, JSON.stringify(m.body)).toBe('000000');
  modelId = (await modelWhen(s.app, s.token, m.body.data.id, (x) => x.state === 0)).id;
}, 120_000);

describe('pre-annotation', () => {
  it('gives each utterance the model top intents; the queue filters by prediction and confidence', async () => {
    const t = await callApi<MarkTaskRow>(s.app, createMarkTask, {
      token: s.token,
      body: { name: '预标注任务', datasetId, modelId, texts: ['帮我查查还剩多少话费', '家里想装个宽带'] },
    });
    expect(t.body.code, JSON.stringify(t.body)).toBe('000000');
    expect(t.body.data.modelName).toBe('预标注模型');
    const q = (query: Record<string, unknown>) =>
      callApi<{ items: MarkItemRow[]; remaining: number }>(s.app, markQueue, {
        token: s.token,
        query: { taskId: t.body.data.id, ...query },
      });
    const all = (await q({})).body.data.items;
    expect(all.map((i) => i.predictions[0]?.label)).toEqual(['查询话费', '办理宽带']);
    expect(
      all.every((i) => i.predictions.length === 3 && i.predictions[0].probability > i.predictions[1].probability),
    ).toBe(true);
    expect((await q({ predicted: '办理宽带' })).body.data.items.map((i) => i.text)).toEqual(['家里想装个宽带']);
    expect((await q({ below: 0 })).body.data).toEqual({ items: [], remaining: 0 });
    expect((await q({ below: 1 })).body.data.remaining).toBe(2);
  });

  it('refuses a model trained on another dataset, creating nothing', async () => {
    const other = await datasetWith(s.app, s.token, '另一个数据集', { 问候: ['你好'] });
    await expectRefused(
      s.db,
      () =>
        callApi(s.app, createMarkTask, {
          token: s.token,
          body: { name: '错模型', datasetId: other.id, modelId, texts: ['你好呀'] },
        }),
      '180040',
    );
  });
});

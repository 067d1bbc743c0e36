/** Models: trained from a version, evaluated, inspected, compared, published, rolled back (requirements R4). */
import { listBotModels } from '@zhiyu/contract/modules/admin/public';
import {
  compareModels,
  createModel,
  deleteModels,
  inspectTestSet,
  listModels,
  type ModelRow,
  predictForBot,
  predictModel,
  publishModel,
  rollbackModel,
  trainModel,
} from '@zhiyu/contract/modules/learnself/model';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lsModels } from '../../../src/modules/learnself/model/table.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { HOTLINE } from '../../fixtures/learnself.ts';
import { callApi } from '../../helpers/api.ts';
import { dbDigest } from '../../helpers/db.ts';
import { datasetWith, type ModelDetail, modelWhen, versionOf } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
let versionId = '';
let first: ModelDetail;
let botId = '';
beforeAll(async () => {
  const d = await datasetWith(s.app, s.token, '热线意图', HOTLINE);
  versionId = (await versionOf(s.app, s.token, d.id)).id;
  const made = await callApi<ModelRow>(s.app, createModel, { token: s.token, body: { name: '热线模型', versionId } });
  expect(made.body.code, JSON.stringify(made.body)).toBe('000000');
  expect(made.body.data.state).toBe(1);
  first = await modelWhen(s.app, s.token, made.body.data.id, (m) => m.state === 0);
  [{ id: botId }] = rowsOf<{ id: string }>(
    await s.db.execute(sql`SELECT id FROM bots WHERE tenant_id = '2001' AND bot_type = 1 ORDER BY id LIMIT 1`),
  );
}, 120_000);

type TestSetResult = {
  total: number;
  correct: number;
  recognised: number;
  recognisedCorrect: number;
  errors: { index: number; text: string; expected: string; predicted: string; probability: number }[];
};
type BotPrediction = {
  model: { id: string; name: string } | null;
  threshold: number | null;
  predictions: { label: string; probability: number }[];
};

async function unchanged(run: () => Promise<void>) {
  const before = await dbDigest(s.db);
  await run();
  expect(await dbDigest(s.db)).toEqual(before);
}

describe('training and evaluation', () => {
  it('ends callable, with its evaluation on the version’s test items and a threshold from cross-validation', () => {
    expect(first).toMatchObject({ state: 0, progress: 100, reason: '', version: 1, datasetName: '热线意图' });
    expect(first.threshold).toBeGreaterThan(0);
    expect(first.threshold).toBeLessThanOrEqual(1);
    expect(first.trainMs).toBeGreaterThanOrEqual(0);
    const e = first.evaluation as { testCount: number; labels: string[]; matrix: number[][]; accuracy: number };
    // 6 intents × 12 utterances, 20 % held out of each: 2 or 3 per intent.
    expect(e.testCount).toBeGreaterThanOrEqual(12);
    expect(e.labels).toEqual(expect.arrayContaining(Object.keys(HOTLINE)));
    expect(e.matrix.flat().reduce((a, b) => a + b, 0)).toBe(e.testCount);
    expect(e.accuracy).toBeGreaterThan(0.3);
  });

  it('inspects an utterance: intents with confidence, and whether the top one is recognised', async () => {
    const r = await callApi<{ predictions: { label: string; probability: number }[]; recognised: boolean }>(
      s.app,
      predictModel,
      { token: s.token, body: { id: first.id, text: '我要转人工客服' } },
    );
    expect(r.body.data.predictions[0].label).toBe('人工服务');
    expect(r.body.data.predictions.length).toBe(5);
    const sum = r.body.data.predictions.reduce((a, p) => a + p.probability, 0);
    expect(sum).toBeLessThanOrEqual(1.0001);
  });

  it('runs a test set: right at and regardless of the threshold, and each miss with what it became', async () => {
    const r = await callApi<TestSetResult>(s.app, inspectTestSet, {
      token: s.token,
      body: {
        id: first.id,
        items: [
          { label: '人工服务', text: '我要转人工客服' },
          { label: '查询话费', text: '帮我查查话费' },
          { label: '办理宽带', text: '我要转人工客服' },
        ],
      },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const d = r.body.data;
    expect([d.total, d.correct]).toEqual([3, 2]);
    expect(d.errors).toEqual([
      expect.objectContaining({ index: 2, text: '我要转人工客服', expected: '办理宽带', predicted: '人工服务' }),
    ]);
    expect(d.recognisedCorrect).toBeLessThanOrEqual(d.recognised);
    await unchanged(async () => {
      const bad = await callApi(s.app, inspectTestSet, { token: s.token, body: { id: first.id, items: [] } });
      expect(bad.body.code).toBe('100001');
      const none = await callApi(s.app, inspectTestSet, {
        token: s.token,
        body: { id: 'model-none', items: [{ label: 'a', text: 'b' }] },
      });
      expect(none.body.code).toBe('180013');
    });
  });

  it('trains again only a model that failed; a callable one is refused and unchanged', async () => {
    await unchanged(async () => {
      const r = await callApi(s.app, trainModel, { token: s.token, body: { id: first.id } });
      expect([r.body.code, r.body.msg]).toEqual(['180014', '只有训练失败或评估失败的模型可以重新训练']);
    });
  });

  it('refuses a second model of the same name and one from a version of nobody', async () => {
    await unchanged(async () => {
      const dup = await callApi(s.app, createModel, { token: s.token, body: { name: '热线模型', versionId } });
      expect(dup.body.code).toBe('180012');
      const none = await callApi(s.app, createModel, { token: s.token, body: { name: '无版本', versionId: 'v-x' } });
      expect(none.body.code).toBe('180009');
    });
  });

  it('compares two models on the first one’s test items', async () => {
    const b = await callApi<ModelRow>(s.app, createModel, { token: s.token, body: { name: '热线模型二', versionId } });
    await modelWhen(s.app, s.token, b.body.data.id, (m) => m.state === 0);
    const r = await callApi<{ a: unknown; b: unknown; changed: unknown[] }>(s.app, compareModels, {
      token: s.token,
      query: { a: first.id, b: b.body.data.id },
    });
    expect(r.body.code).toBe('000000');
    // The same version and seed train the same model: nothing changes.
    expect(r.body.data.changed).toEqual([]);
    expect(r.body.data.a).toEqual(r.body.data.b);
  }, 60_000);
});

describe('publishing to a bot', () => {
  it('publishes, lists the bot on the model and in the bot model list, rolls back', async () => {
    const p = await callApi(s.app, publishModel, { token: s.token, body: { id: first.id, botId } });
    expect(p.body.data).toEqual({ botId, modelId: first.id, previousModelId: null });
    const list = await callApi<{ list: ModelRow[] }>(s.app, listModels, {
      token: s.token,
      query: { name: '热线模型' },
    });
    expect(list.body.data.list.find((m) => m.id === first.id)?.bots.map((b) => b.id)).toEqual([botId]);
    const bm = await callApi<{ id: string; version: string; state: number }[]>(s.app, listBotModels, {
      token: s.token,
      body: { botId },
    });
    expect(bm.body.data).toEqual([{ id: first.id, name: '热线模型', version: 'v1', state: 0 }]);
    await unchanged(async () => {
      const del = await callApi(s.app, deleteModels, { token: s.token, body: { ids: [first.id] } });
      expect(del.body.code).toBe('180016');
    });
    // The flow editor's test panel asks the bot's published model about an utterance.
    const ask = (b: string) =>
      callApi<BotPrediction>(s.app, predictForBot, { token: s.token, body: { botId: b, text: '我要转人工客服' } });
    const asked = (await ask(botId)).body.data;
    expect([asked.model?.id, asked.model?.name, asked.threshold]).toEqual([first.id, '热线模型', first.threshold]);
    expect(asked.predictions[0].label).toBe('人工服务');
    await unchanged(async () => expect((await ask('bot-x')).body.code).toBe('180010'));
    const back = await callApi(s.app, rollbackModel, { token: s.token, body: { botId } });
    expect(back.body.data).toEqual({ botId, modelId: null });
    expect((await ask(botId)).body.data).toEqual({ model: null, threshold: null, predictions: [] });
    await unchanged(async () => {
      const again = await callApi(s.app, rollbackModel, { token: s.token, body: { botId } });
      expect(again.body.code).toBe('180018');
    });
  });

  it('refuses a model that is not callable, and a bot of nobody', async () => {
    const [{ app_id: appId }] = rowsOf<{ app_id: string }>(
      await s.db.execute(sql`SELECT app_id FROM ls_models WHERE id = ${first.id}`),
    );
    for (const state of [1, 2, 3, 4, 5, 6] as const)
      await s.db.insert(lsModels).values({
        id: `m-state-${state}`,
        tenantId: '2001',
        appId,
        name: `状态${state}`,
        type: 'nlu',
        datasetId: first.datasetId,
        versionId,
        state,
      });
    await unchanged(async () => {
      for (const state of [1, 2, 3, 4, 5, 6]) {
        const r = await callApi(s.app, publishModel, { token: s.token, body: { id: `m-state-${state}`, botId } });
        expect([state, r.body.code]).toEqual([state, '180015']);
      }
      const nobody = await callApi(s.app, publishModel, { token: s.token, body: { id: first.id, botId: 'bot-x' } });
      expect(nobody.body.code).toBe('180010');
    });
  });
});

/**
 * The model state machine (requirements §3 model states): the failures a training job meets, each
 * ending in its failed state with its reason, and a server restart in the middle never leaving a
 * model "training" or "evaluating".
 */
import { getModel, type ModelRow, trainModel } from '@zhiyu/contract/modules/learnself/model';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lsDatasets } from '../../../src/modules/learnself/dataset/table.ts';
import { lsModels } from '../../../src/modules/learnself/model/table.ts';
import { TRAIN_KIND } from '../../../src/modules/learnself/model/train-job.ts';
import { jobs } from '../../../src/platform/jobs/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { HOTLINE } from '../../fixtures/learnself.ts';
import { callApi } from '../../helpers/api.ts';
import { datasetWith, modelWhen, versionOf } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

// A stale heartbeat is taken as a dead instance after 30 s; the test's jobs are older than that.
const s = signedIn();
let datasetId = '';
let versionId = '';
let appId = '';
beforeAll(async () => {
  const d = await datasetWith(s.app, s.token, '状态机', HOTLINE);
  datasetId = d.id;
  versionId = (await versionOf(s.app, s.token, d.id)).id;
  const [row] = await s.db.select({ appId: lsDatasets.appId }).from(lsDatasets).where(eq(lsDatasets.id, d.id));
  appId = row.appId;
});

/** A model in the given state whose job was running on an instance that died a minute ago. */
async function orphaned(id: string, state: 1 | 2 | 4, version = versionId) {
  const jobId = `job-${id}`;
  const stale = new Date(Date.now() - 60_000);
  await s.db.insert(jobs).values({
    id: jobId,
    tenantId: DEMO.tenant1,
    appId,
    kind: TRAIN_KIND,
    status: state === 1 ? 'queued' : 'running',
    payload: { modelId: id },
    attempts: state === 1 ? 0 : 1,
    heartbeat: state === 1 ? null : stale,
    claimedAt: state === 1 ? null : stale,
  });
  await s.db.insert(lsModels).values({
    id,
    tenantId: DEMO.tenant1,
    appId,
    name: `模型-${id}`,
    type: 'nlu',
    datasetId,
    versionId: version,
    state,
    jobId,
  });
}

const model = (id: string) => callApi<ModelRow>(s.app, getModel, { token: s.token, query: { id } });

describe('model states', () => {
  it('a restart during training ends in 6 training failed, with the reason', async () => {
    await orphaned('restart-train', 2);
    const m = await modelWhen(s.app, s.token, 'restart-train', (x) => x.state !== 2);
    expect([m.state, m.reason]).toEqual([6, '训练中断：服务在训练期间重启，请重新训练']);
    const en = await callApi<ModelRow>(s.app, getModel, {
      token: s.token,
      query: { id: 'restart-train' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.data.reason).toBe('Training was interrupted by a server restart; train again');
  });

  it('a restart during evaluation ends in 5 evaluation failed, with the reason', async () => {
    await orphaned('restart-eval', 4);
    const m = await modelWhen(s.app, s.token, 'restart-eval', (x) => x.state !== 4);
    expect([m.state, m.reason]).toEqual([5, '评估中断：服务在评估期间重启，请重新训练']);
  });

  it('a version deleted before training ends in 6 with the reason', async () => {
    await orphaned('no-version', 1, 'version-gone');
    const m = await modelWhen(s.app, s.token, 'no-version', (x) => x.state !== 1);
    expect([m.state, m.reason]).toEqual([6, '训练失败：数据集版本已删除']);
  });

  it('a failed model trains again: 1 → 2 → 3 → 4 → 0, its reason cleared', async () => {
    const seen = new Set<number>();
    const r = await callApi<ModelRow>(s.app, trainModel, { token: s.token, body: { id: 'restart-train' } });
    expect([r.body.data.state, r.body.data.reason, r.body.data.progress]).toEqual([1, '', 0]);
    const m = await modelWhen(s.app, s.token, 'restart-train', (x) => {
      seen.add(x.state);
      return x.state === 0 || x.state === 5 || x.state === 6;
    });
    expect([m.state, m.reason]).toEqual([0, '']);
    // Polling sees the states it happens to catch, all in the order of the machine.
    expect([...seen].every((st) => [1, 2, 3, 4, 0].includes(st))).toBe(true);
    const [row] = await s.db.select({ jobId: lsModels.jobId }).from(lsModels).where(eq(lsModels.id, 'restart-train'));
    expect(row.jobId).toBeNull();
  }, 60_000);

  it("another tenant's model reads as missing", async () => {
    await s.db.insert(lsModels).values({
      id: 'foreign-model',
      tenantId: '2003',
      name: '他人模型',
      type: 'nlu',
      datasetId: 'x',
      versionId: 'y',
    });
    expect((await model('foreign-model')).body.code).toBe('180013');
  });
});

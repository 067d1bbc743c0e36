/** Semantic diagnosis (requirements R4 §5): planted problems are found, fixes apply once and are logged. */

import { type DatasetRow, listDatasetLabels } from '@zhiyu/contract/modules/learnself/dataset';
import {
  applyDiagnosisFix,
  type DiagnosisRow,
  type Finding,
  getDiagnosis,
  runDiagnosis,
} from '@zhiyu/contract/modules/learnself/diagnosis';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnose, nearPairs } from '../../src/modules/learnself/diagnosis/diagnose.ts';
import { lsDatasetLog } from '../../src/modules/learnself/diagnosis/table.ts';
import { HOTLINE } from '../fixtures/learnself.ts';
import { callApi } from '../helpers/api.ts';
import { datasetWith, versionOf } from '../helpers/learnself.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
type Detail = DiagnosisRow & { findings: Finding[]; labels: string[]; matrix: number[][] };

// The hotline set with planted problems: a conflict (one utterance under two intents), a
// near-duplicate inside an intent, a mislabelled utterance, an intent of two utterances.
const PLANTED: Record<string, string[]> = {
  ...HOTLINE,
  查询话费: [...HOTLINE.查询话费, '帮我接人工'],
  人工服务: [...HOTLINE.人工服务, '我要找人工客服啊'],
  办理宽带: [...HOTLINE.办理宽带, '我想查一下话费余额是多少钱'],
  投诉网速: ['网速太慢了', '网速老是很慢'],
};
let dataset: DatasetRow;
let detail: Detail;

beforeAll(async () => {
  dataset = await datasetWith(s.app, s.token, '诊断数据集', PLANTED);
  const v = await versionOf(s.app, s.token, dataset.id);
  // A diagnosis reads every item of the version, training and test alike.
  const r = await callApi<DiagnosisRow>(s.app, runDiagnosis, { token: s.token, body: { versionId: v.id } });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  for (let i = 0; i < 600; i++) {
    const d = await callApi<Detail>(s.app, getDiagnosis, { token: s.token, query: { id: r.body.data.id } });
    if (d.body.data.state !== 'running') {
      detail = d.body.data;
      break;
    }
    await new Promise((res) => setTimeout(res, 100));
  }
}, 120_000);

describe('diagnosis', () => {
  it('finds the planted conflict, duplicate, weak intent and confusion matrix', () => {
    expect(detail.state).toBe('done');
    const conflict = detail.findings.find((f) => f.kind === 'conflict' && f.texts.includes('帮我接人工'));
    expect(conflict?.labels.sort()).toEqual(['人工服务', '查询话费']);
    expect(conflict?.fix).toBe('delete');
    const dup = detail.findings.find((f) => f.kind === 'duplicate' && f.texts.includes('我要找人工客服啊'));
    expect(dup?.texts).toContain('我要找人工客服');
    const few = detail.findings.find((f) => f.kind === 'few');
    expect([few?.labels, few?.count, few?.fix]).toEqual([['投诉网速'], 2, 'addExamples']);
    expect(detail.labels).toEqual(expect.arrayContaining(Object.keys(PLANTED)));
    expect(detail.matrix.flat().reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(detail.accuracy).toBeGreaterThan(0);
  });

  it('applies a fix once: the working copy changes, the change is logged; again is refused', async () => {
    const conflict = detail.findings.find((f) => f.kind === 'conflict' && f.texts.includes('帮我接人工')) as Finding;
    const r = await callApi<{ moved: number; deleted: number }>(s.app, applyDiagnosisFix, {
      token: s.token,
      body: { id: detail.id, findingId: conflict.id },
    });
    expect(r.body.data).toEqual({ moved: 0, deleted: 1 });
    const labels = await callApi<{ label: string; count: number }[]>(s.app, listDatasetLabels, {
      token: s.token,
      query: { datasetId: dataset.id },
    });
    const counts = Object.fromEntries(labels.body.data.map((l) => [l.label, l.count]));
    expect(counts.查询话费 + counts.人工服务).toBe(PLANTED.查询话费.length + PLANTED.人工服务.length - 1);
    const log = await s.db.select().from(lsDatasetLog).where(eq(lsDatasetLog.datasetId, dataset.id));
    expect(log.map((l) => [l.action, l.actor])).toEqual([['diagnosis:delete', 'tenant']]);
    const again = await callApi(s.app, applyDiagnosisFix, {
      token: s.token,
      body: { id: detail.id, findingId: conflict.id },
    });
    expect(again.body.code).toBe('180026');
    const few = detail.findings.find((f) => f.kind === 'few') as Finding;
    const advice = await callApi(s.app, applyDiagnosisFix, {
      token: s.token,
      body: { id: detail.id, findingId: few.id },
    });
    expect(advice.body.code).toBe('180025');
    const after = await callApi<Detail>(s.app, getDiagnosis, { token: s.token, query: { id: detail.id } });
    expect(after.body.data.findings.find((f) => f.id === conflict.id)).toMatchObject({
      applied: true,
      appliedBy: 'tenant',
    });
  });

  it('finds near-identical pairs without comparing all pairs', () => {
    const items = [
      { text: '我要办理宽带业务', label: 'a' },
      { text: '我要办理宽带业务呀', label: 'a' },
      { text: '完全不同的一句话', label: 'b' },
    ];
    expect(nearPairs(items, 0.8).map(([x, y]) => [x, y])).toEqual([[0, 1]]);
    expect(diagnose(items).findings.filter((f) => f.kind === 'duplicate')).toHaveLength(1);
  });
});

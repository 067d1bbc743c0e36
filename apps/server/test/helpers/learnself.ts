/** Calls of the self-learning tests (test/learnself/). */
import {
  addDatasetItems,
  createDataset,
  createDatasetVersion,
  type DatasetRow,
  type DatasetVersionRow,
} from '@zhiyu/contract/modules/learnself/dataset';
import { getModel, type ModelRow } from '@zhiyu/contract/modules/learnself/model';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callApi } from './api.ts';

export type ModelDetail = ModelRow & { evaluation: unknown };

/** A dataset made through the API, with the given utterances per label. */
export async function datasetWith(
  app: FastifyInstance,
  token: string,
  name: string,
  labels: Record<string, string[]>,
  type: 'nlu' | 'sentiment' = 'nlu',
): Promise<DatasetRow> {
  const d = await callApi<DatasetRow>(app, createDataset, { token, body: { name, type } });
  expect(d.body.code, JSON.stringify(d.body)).toBe('000000');
  for (const [label, texts] of Object.entries(labels)) {
    const r = await callApi(app, addDatasetItems, { token, body: { datasetId: d.body.data.id, label, texts } });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  }
  return d.body.data;
}

export async function versionOf(app: FastifyInstance, token: string, datasetId: string): Promise<DatasetVersionRow> {
  const v = await callApi<DatasetVersionRow>(app, createDatasetVersion, { token, body: { datasetId } });
  expect(v.body.code, JSON.stringify(v.body)).toBe('000000');
  return v.body.data;
}

/** Polls the model until `done` holds (the training job runs in the background), or fails after `ms`. */
export async function modelWhen(
  app: FastifyInstance,
  token: string,
  id: string,
  done: (m: ModelDetail) => boolean,
  ms = 60_000,
): Promise<ModelDetail> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await callApi<ModelDetail>(app, getModel, { token, query: { id } });
    expect(r.body.code).toBe('000000');
    if (done(r.body.data)) return r.body.data;
    if (Date.now() > until) throw new Error(`model ${id} stayed in state ${r.body.data.state}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Dataset workbooks in and out through the shared jobs, as a signed-in user (test/learnself/dataset/). */
import {
  type DatasetImportStatus,
  exportDatasetItems,
  exportDatasetItemsStatus,
  importDatasetItems,
  importDatasetItemsStatus,
} from '@zhiyu/contract/modules/learnself/dataset-io';
import { expect } from 'vitest';
import { multipart, readXlsx, xlsx } from '../fixtures/xlsx.ts';
import { type Api, callApi } from './api.ts';
import type { SignedIn } from './signed-in.ts';

export function datasetIo(s: SignedIn) {
  async function upload(datasetId: string, rows: unknown[][] | Buffer) {
    const body = multipart([{ name: 'd.xlsx', data: Buffer.isBuffer(rows) ? rows : await xlsx(rows) }]);
    return callApi<{ jobId: string }>(s.app, importDatasetItems, { query: { datasetId }, token: s.token, ...body });
  }

  async function waitFor<T>(status: Api, jobId: string, done: (d: T) => boolean) {
    for (let i = 0; i < 400; i++) {
      const r = await callApi<T>(s.app, status, { query: { jobId }, token: s.token });
      expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
      if (done(r.body.data)) return r.body.data;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error(`${status.path} did not finish`);
  }

  /** An import run to its end: the status with the job's id. */
  async function imported(datasetId: string, rows: unknown[][] | Buffer) {
    const r = await upload(datasetId, rows);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const st = await waitFor<DatasetImportStatus>(importDatasetItemsStatus, r.body.data.jobId, (d) => d.status !== 0);
    return { ...st, jobId: r.body.data.jobId };
  }

  /** An export run to its end: the workbook's rows. */
  async function exported(body: { datasetId: string; label?: string }) {
    const start = await callApi<{ jobId: string }>(s.app, exportDatasetItems, { token: s.token, body });
    expect(start.body.code, JSON.stringify(start.body)).toBe('000000');
    const st = await waitFor<{ status: boolean; files: { url: string }[] }>(
      exportDatasetItemsStatus,
      start.body.data.jobId,
      (d) => d.status,
    );
    const res = await s.app.inject({ url: st.files[0].url, headers: { authorization: s.token } });
    return readXlsx(res.rawPayload);
  }

  return { upload, waitFor, imported, exported };
}

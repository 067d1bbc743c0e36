/** Dataset import and export through the shared jobs (requirements R4 datasets): rows, refusals, round trip. */
import {
  type DatasetItemRow,
  type DatasetRow,
  listDatasetItems,
  listDatasets,
} from '@zhiyu/contract/modules/learnself/dataset';
import {
  exportDatasetItems,
  importDatasetItemsErrors,
  importDatasetItemsTemplate,
} from '@zhiyu/contract/modules/learnself/dataset-io';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lsDatasets } from '../../../src/modules/learnself/dataset/table.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { NS, workbook } from '../../fixtures/hostile-xlsx.ts';
import { readXlsx } from '../../fixtures/xlsx.ts';
import { callApi, injectApi } from '../../helpers/api.ts';
import { datasetIo } from '../../helpers/dataset-io.ts';
import { dbDigest } from '../../helpers/db.ts';
import { datasetWith } from '../../helpers/learnself.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const s = signedIn();
const HEADER = ['意图', '语料'];
type Page<T> = { list: T[]; total: number };
/** Tables an import writes even when it fails: the job, the uploaded file and its error workbook. */
const JOB_TABLES = ['jobs', 'stored_files', 'file_chunks'];

const { upload, imported, exported } = datasetIo(s);

/** The working copy as [label, text, source], oldest first. */
async function items(datasetId: string) {
  const r = await callApi<Page<DatasetItemRow>>(s.app, listDatasetItems, {
    token: s.token,
    query: { datasetId, pageSize: 100, sortField: 'createdAt', sortOrder: 'ASC' },
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.list.map((i) => [i.label, i.text, i.source]);
}

async function counts(name: string) {
  const r = await callApi<Page<DatasetRow>>(s.app, listDatasets, { token: s.token, query: { name } });
  const d = r.body.data.list.find((x) => x.name === name);
  return [d?.itemCount, d?.labelCount];
}

describe('dataset import', () => {
  it('imports rows with source import, updates the counts and skips duplicates', async () => {
    const d = await datasetWith(s.app, s.token, '导入-意图', { 查询话费: ['查话费'] });
    const st = await imported(d.id, [
      HEADER,
      ['查询话费', '查 话费！'], // already there, compared folded: skipped
      ['查询话费', '我想查一下话费'],
      [' 办理宽带 ', '我要装宽带'],
      ['办理宽带', '我要装宽带。'], // repeats the row above, folded: skipped
      ['查询余额', '我要装宽带'], // the same words under another label are allowed
    ]);
    expect(st).toMatchObject({ status: 1, message: '导入成功', imported: 3, skipped: 2 });
    expect(await items(d.id)).toEqual([
      ['查询话费', '查话费', 'manual'],
      ['查询话费', '我想查一下话费', 'import'],
      ['办理宽带', '我要装宽带', 'import'],
      ['查询余额', '我要装宽带', 'import'],
    ]);
    expect(await counts('导入-意图')).toEqual([4, 3]);
  });

  it('reads English headers, and a sentiment dataset takes 情感 as the label header, in any case', async () => {
    const nlu = await datasetWith(s.app, s.token, '导入-英文表头', {});
    expect(
      await imported(nlu.id, [
        ['Utterance', 'Intent'],
        ['check my bill', 'Bill'],
      ]),
    ).toMatchObject({
      status: 1,
      imported: 1,
    });
    expect(await items(nlu.id)).toEqual([['Bill', 'check my bill', 'import']]);
    const senti = await datasetWith(s.app, s.token, '导入-情感', {}, 'sentiment');
    const st = await imported(senti.id, [
      ['情感', '语料'],
      ['Positive', '服务很好'],
      ['negative', '太慢了'],
    ]);
    expect(st).toMatchObject({ status: 1, imported: 2, skipped: 0 });
    expect(await items(senti.id)).toEqual([
      ['positive', '服务很好', 'import'],
      ['negative', '太慢了', 'import'],
    ]);
  });

  it('a file with any bad row imports nothing and offers the per-row error workbook', async () => {
    const d = await datasetWith(s.app, s.token, '导入-坏行', { 查询话费: ['查话费'] });
    const senti = await datasetWith(s.app, s.token, '导入-坏情感', { positive: ['很好'] }, 'sentiment');
    const before = await dbDigest(s.db, JOB_TABLES);
    const st = await imported(d.id, [
      HEADER,
      ['查询话费', '好的一行'],
      ['查询话费', '长'.repeat(201)],
      ['', '没有意图'],
      ['查询话费', ''],
      ['意'.repeat(51), '意图太长'],
      ['办理宽带', '又一行好的'],
    ]);
    expect(st).toMatchObject({ status: 2, message: '导入失败：4处错误，请下载错误文件查看', hasErrorFile: true });
    const res = await injectApi(s.app, importDatasetItemsErrors, { query: { jobId: st.jobId }, token: s.token });
    const cells = await readXlsx(res.rawPayload);
    expect(cells.slice(1).map((c) => c.slice(0, 3))).toEqual([
      [3, '语料', '语料最多200个字符 / the utterance has more than 200 characters'],
      [4, '意图', '意图不能为空 / the intent is empty'],
      [5, '语料', '语料不能为空 / the utterance is empty'],
      [6, '意图', '意图最多50个字符 / the intent has more than 50 characters'],
    ]);
    const bad = await imported(senti.id, [
      ['意图', '语料'],
      ['positive', '不错'],
      ['happy', '开心'],
    ]);
    expect(bad).toMatchObject({ status: 2, hasErrorFile: true });
    const res2 = await injectApi(s.app, importDatasetItemsErrors, { query: { jobId: bad.jobId }, token: s.token });
    expect((await readXlsx(res2.rawPayload)).slice(1)).toEqual([
      [
        3,
        '意图',
        '情感标签只能是 positive、neutral、negative / a sentiment label is one of positive, neutral, negative',
      ],
    ]);
    // A cell holding U+0000 (a raw NUL in the sheet; exceljs would drop it) fails the whole file
    // before any row is checked: the shared reader names the cell.
    const inline = (ref: string, v: string) => `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
    const sheetRows = [HEADER, ['查询话费', '好的'], ['查询话费', 'a\u0000b']]
      .map((r, i) => `<row r="${i + 1}">${inline(`A${i + 1}`, r[0])}${inline(`B${i + 1}`, r[1])}</row>`)
      .join('');
    const nul = await imported(
      d.id,
      await workbook({ sheet: `<worksheet ${NS}><sheetData>${sheetRows}</sheetData></worksheet>` }),
    );
    expect([nul.status, nul.message]).toEqual([2, '导入文件无效: 单元格 B3 含有不允许的字符 U+0000']);
    expect(await dbDigest(s.db, JOB_TABLES)).toEqual(before);
    expect(await counts('导入-坏行')).toEqual([1, 1]);
  });

  it('fails as a whole past the 50,000 utterances of a dataset, and on a missing column', async () => {
    const d = await datasetWith(s.app, s.token, '导入-上限', {});
    await s.db.execute(sql`
      INSERT INTO ls_dataset_items (id, dataset_id, tenant_id, label, text, norm, source)
      SELECT 'cap-' || g, ${d.id}, tenant_id, '填充', '语料' || g, '语料' || g, 'manual'
      FROM ls_datasets, generate_series(1, 49999) g WHERE id = ${d.id}`);
    const st = await imported(d.id, [HEADER, ['新意图', '第一句'], ['新意图', '第二句']]);
    expect(st).toMatchObject({ status: 2, message: '数据集最多50000条语料' });
    const [{ n }] = rowsOf<{ n: number }>(
      await s.db.execute(sql`SELECT count(*)::int AS n FROM ls_dataset_items WHERE dataset_id = ${d.id}`),
    );
    expect(n).toBe(49_999);
    expect(await imported(d.id, [['语料'], ['x']])).toMatchObject({ status: 2, message: '缺少必填列：意图' });
  });

  it("refuses another tenant's dataset (180002), writing nothing", async () => {
    await s.db.insert(lsDatasets).values({ id: 'ds-io-foreign', tenantId: '2003', name: '隔离导入', type: 'nlu' });
    const before = await dbDigest(s.db);
    const r = await upload('ds-io-foreign', [HEADER, ['查询话费', '查话费']]);
    expect(r.body.code).toBe('180002');
    const e = await callApi(s.app, exportDatasetItems, { token: s.token, body: { datasetId: 'ds-io-foreign' } });
    expect(e.body.code).toBe('180002');
    expect(await dbDigest(s.db)).toEqual(before);
  });
});

describe('dataset export', () => {
  it('writes the import columns; the file imports again to the same items, and filters by label', async () => {
    const d = await datasetWith(s.app, s.token, '导出-源', {
      查询话费: ['查话费'],
      公式: ['=1+1 是公式吗'],
      办理宽带: ['我要装宽带'],
    });
    const cells = await exported({ datasetId: d.id });
    // A cell that would start a formula is written with a leading quote, which the import removes.
    expect(cells).toEqual([HEADER, ['查询话费', '查话费'], ['公式', "'=1+1 是公式吗"], ['办理宽带', '我要装宽带']]);
    const copy = await datasetWith(s.app, s.token, '导出-副本', {});
    expect(await imported(copy.id, cells)).toMatchObject({ status: 1, imported: 3, skipped: 0 });
    const strip = (rows: unknown[][]) => rows.map((r) => r.slice(0, 2));
    expect(strip(await items(copy.id))).toEqual(strip(await items(d.id)));
    // Imported again into the source: everything is already there.
    expect(await imported(d.id, cells)).toMatchObject({ status: 1, imported: 0, skipped: 3 });
    expect(await exported({ datasetId: d.id, label: '办理宽带' })).toEqual([HEADER, ['办理宽带', '我要装宽带']]);
  });

  it('offers a template per dataset type whose header row the importer reads', async () => {
    for (const type of ['nlu', 'sentiment'] as const) {
      const res = await injectApi(s.app, importDatasetItemsTemplate, { query: { type }, token: s.token });
      expect(res.statusCode).toBe(200);
      expect((await readXlsx(res.rawPayload))[0]).toEqual(HEADER);
    }
  });
});

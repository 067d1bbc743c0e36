/** Knowledge import and export (shared jobs), the template, and the change log's export. */

import { getCategoryTree } from '@zhiyu/contract/modules/aikb/category';
import { listKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import {
  exportKnowledge,
  exportKnowledgeStatus,
  importKnowledge,
  importKnowledgeErrors,
  importKnowledgeStatus,
  importKnowledgeTemplate,
} from '@zhiyu/contract/modules/aikb/knowledge-io';
import { createLibrary, listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { exportOperaLog, exportOperaLogStatus, listOperaLog } from '@zhiyu/contract/modules/aikb/opera-log';
import { describe, expect, it } from 'vitest';
import { multipart, readXlsx, xlsx } from '../fixtures/xlsx.ts';
import { type Api, callApi } from '../helpers/api.ts';
import { dbDigest } from '../helpers/db.ts';
import { type Item, kb, type Lib, type Log, type Node, type Page } from '../helpers/kb.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
const { get, post } = kb(() => s.app);
const HEADER = ['标准问题', '相似问题', '答案', '分类', '标签', '知识类型', '有效性'];

async function upload(libraryId: string, rows: unknown[][]) {
  const body = multipart([{ name: 'k.xlsx', data: await xlsx(rows) }]);
  return callApi<{ jobId: string }>(s.app, importKnowledge, { query: { libraryId }, token: s.token, ...body });
}

async function waitFor<T extends { status: unknown }>(status: Api, jobId: string, done: (d: T) => boolean) {
  for (let i = 0; i < 400; i++) {
    const d = (await get<T>(status, { jobId }, s.token)).body.data;
    if (done(d)) return d;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${status.path} did not finish`);
}
type ImportStatus = { status: number; message: string; imported?: number; hasErrorFile?: boolean };
const imported = async (libraryId: string, rows: unknown[][]) => {
  const r = await upload(libraryId, rows);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return waitFor<ImportStatus>(importKnowledgeStatus, r.body.data.jobId, (d) => d.status === 1 || d.status === 2);
};
const newLib = async (name: string) => (await post<Lib>(createLibrary, { name }, s.token)).body.data.id;
const items = async (libraryId: string) =>
  (await get<Page<Item>>(listKnowledge, { libraryId, pageSize: 100, sortField: 'question', sortOrder: 'ASC' }, s.token))
    .body.data;

/** The export and its status endpoint of each export the tests run. */
const EXPORTS = {
  knowledge: [exportKnowledge, exportKnowledgeStatus],
  operaLog: [exportOperaLog, exportOperaLogStatus],
} as const;

async function exportOf(path: keyof typeof EXPORTS, body: unknown) {
  const [exportEndpoint, statusEndpoint] = EXPORTS[path];
  const start = await post<{ jobId: string }>(exportEndpoint, body, s.token);
  expect(start.body.code, JSON.stringify(start.body)).toBe('000000');
  const st = await waitFor<{ status: boolean; files: { url: string }[] }>(
    statusEndpoint,
    start.body.data.jobId,
    (d) => d.status,
  );
  const res = await s.app.inject({ url: st.files[0].url, headers: { authorization: s.token } });
  return readXlsx(res.rawPayload);
}

describe('knowledge import', () => {
  it('imports rows: similar questions split, plain answers become paragraphs, categories made', async () => {
    const lib = await newLib('导入库');
    const st = await imported(lib, [
      HEADER,
      [
        '怎么退货',
        '如何退货\n退货流程｜退货怎么办',
        '签收七天内可退\n运费自理',
        '售后/退货',
        '售后,退货',
        '问答话术库',
        '有效',
      ],
      ['发票怎么开', '', '<p>在订单页<b>申请</b></p><script>x</script>', '发票', '', 'llmGeneralQa', '无效'],
      ['运费多少', '', '满99包邮', '', '', '', ''],
    ]);
    expect(st).toMatchObject({ status: 1, message: '导入成功', imported: 3 });
    const list = (await items(lib)).list;
    expect(list.map((x) => x.question)).toEqual(['发票怎么开', '怎么退货', '运费多少']);
    expect(list[1]).toMatchObject({
      similar: ['如何退货', '退货流程', '退货怎么办'],
      answer: '<p>签收七天内可退</p><p>运费自理</p>',
      categoryPath: ['售后', '退货'],
      tags: ['售后', '退货'],
    });
    expect(list[0]).toMatchObject({ answer: '<p>在订单页<b>申请</b></p>', type: 'llmGeneralQa', validity: 1 });
    expect(list[2]).toMatchObject({ type: 'qaScript', validity: 0, categoryId: null });
    const tree = (await get<Node[]>(getCategoryTree, { libraryId: lib }, s.token)).body.data;
    expect(tree.map((n) => [n.name, n.children.map((c) => c.name)])).toEqual([
      ['售后', ['退货']],
      ['发票', []],
    ]);
    const log = (await get<Page<Log>>(listOperaLog, { action: 'import', pageSize: 100 }, s.token)).body.data.list;
    expect(log.filter((l) => l.targetType === 'item')).toHaveLength(3);
    expect(log.filter((l) => l.targetType === 'category')).toHaveLength(3);
    expect((await get<Page<Lib>>(listLibraries, { name: '导入库' }, s.token)).body.data.list[0].itemCount).toBe(3);
  });

  it('a file with any bad row imports nothing and offers the per-row error workbook', async () => {
    const lib = await newLib('坏文件库');
    const before = await dbDigest(s.db, ['jobs', 'stored_files', 'file_chunks']);
    const st = await imported(lib, [
      HEADER,
      ['好的一行', '', '答案', '', '', '', ''],
      ['', '', '缺问题', '', '', '', ''],
      ['类型错', '', '答案', '', '', '不存在的类型', ''],
      ['三级分类', '', '答案', '一/二/三', '', '', ''],
      ['相同', '相同', '答案', '', '', '', ''],
      ['有效性错', '', '答案', '', '', '', '可能'],
    ]);
    expect(st.status).toBe(2);
    expect(st.message).toBe('导入失败：5处错误，请下载错误文件查看');
    expect(st.hasErrorFile).toBe(true);
    expect(await dbDigest(s.db, ['jobs', 'stored_files', 'file_chunks'])).toEqual(before);
    const jobId = (await upload(lib, [HEADER, ['x', '', '', '', '', '', '']])).body.data.jobId;
    await waitFor<ImportStatus>(importKnowledgeStatus, jobId, (d) => d.status === 2);
    const res = await s.app.inject({
      url: `${importKnowledgeErrors.path}?jobId=${jobId}`,
      headers: { authorization: s.token },
    });
    const cells = await readXlsx(res.rawPayload);
    expect(cells[1].slice(0, 2)).toEqual([2, 'answer']);
  });

  it('refuses a file without the required columns, and an import into a library not in scope', async () => {
    const lib = await newLib('缺列库');
    const st = await imported(lib, [['标签'], ['a']]);
    expect(st).toMatchObject({ status: 2, message: '缺少必填列：标准问题、答案' });
    expect((await upload('nope', [HEADER])).body.code).toBe('160002');
  });
});

describe('knowledge export', () => {
  it('exports the import columns; the file imports again to the same items', async () => {
    const demo = (await get<Page<Lib>>(listLibraries, { name: '常见问题' }, s.token)).body.data.list[0].id;
    const cells = await exportOf('knowledge', { filter: { libraryId: demo } });
    expect(cells[0]).toEqual(HEADER);
    expect(cells).toHaveLength(21);
    const row = cells.find((c) => c[0] === '订单满多少包邮？');
    expect(row?.slice(3)).toEqual(['物流配送/运费', '运费,包邮', '问答话术库', '有效']);
    const copy = await newLib('再导入库');
    expect(await imported(copy, cells)).toMatchObject({ status: 1, imported: 20 });
    const strip = (x: Item) => [x.question, x.similar, x.answer, x.categoryPath, x.tags, x.type, x.validity];
    expect((await items(copy)).list.map(strip)).toEqual((await items(demo)).list.map(strip));
    // Filtered: one category's items only.
    const tree = (await get<Node[]>(getCategoryTree, { libraryId: demo }, s.token)).body.data;
    const invoices = await exportOf('knowledge', { filter: { libraryId: demo, categoryId: tree[2].id } });
    expect(invoices).toHaveLength(4);
  });

  it('offers a template with the header row', async () => {
    const res = await s.app.inject({ url: importKnowledgeTemplate.path, headers: { authorization: s.token } });
    const cells = await readXlsx(res.rawPayload);
    expect(cells[0]).toEqual(HEADER);
    // The example lives on the instructions sheet: an untouched template imports nothing.
    expect(cells).toHaveLength(1);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('知识导入模板.xlsx'));
  });

  it('exports the change log of the filter, newest first', async () => {
    const cells = await exportOf('operaLog', { filter: { action: 'import', targetType: 'category' } });
    expect(cells[0]).toEqual(['操作时间', '操作人', '操作', '对象类型', '对象', '修改前', '修改后']);
    expect(cells.slice(1).map((c) => c.slice(1, 4))).toContainEqual(['租户管理员 (tenant)', '导入', '分类']);
    expect(cells.length).toBeGreaterThan(3);
  });
});

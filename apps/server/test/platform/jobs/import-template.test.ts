/**
 * Download templates of every import: each template's first sheet is exactly the header row its
 * importer reads (a template filled with one row, from the examples of its own instructions sheet,
 * imports and reports one row), the second sheet explains the columns, and the file has a proper
 * name. Customers' templates carry the tenant's own attribute columns.
 */
import {
  BLACKLIST_IO_HEADERS,
  importBlacklist,
  importBlacklistStatus,
  importBlacklistTemplate,
} from '@zhiyu/contract/modules/admin/blacklist';
import {
  importTrades,
  importTradesStatus,
  importTradesTemplate,
  TRADE_IO_HEADERS,
} from '@zhiyu/contract/modules/admin/trade';
import {
  importManagedUsers,
  importManagedUsersStatus,
  importManagedUsersTemplate,
  USER_IO_HEADERS,
} from '@zhiyu/contract/modules/admin/user-io';
import {
  CUSTOMER_IO_HEADERS,
  importCustomers,
  importCustomersStatus,
  importCustomersTemplate,
} from '@zhiyu/contract/modules/aicall/customer';
import { createAttribute } from '@zhiyu/contract/modules/aicall/customer-attribute';
import {
  CUSTOMER_BLACKLIST_IO_HEADERS,
  importCustomerBlacklist,
  importCustomerBlacklistStatus,
  importCustomerBlacklistTemplate,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import {
  importTags,
  importTagsStatus,
  importTagsTemplate,
  TAG_IO_HEADERS,
} from '@zhiyu/contract/modules/aicall/tag-io';
import {
  importKnowledge,
  importKnowledgeStatus,
  importKnowledgeTemplate,
  KB_IO_HEADERS,
} from '@zhiyu/contract/modules/aikb/knowledge-io';
import { createLibrary } from '@zhiyu/contract/modules/aikb/library';
import { createDataset } from '@zhiyu/contract/modules/learnself/dataset';
import * as dsIo from '@zhiyu/contract/modules/learnself/dataset-io';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, xlsx } from '../../fixtures/xlsx.ts';
import { callApi } from '../../helpers/api.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

type Lang = 'zh' | 'en';
const ACCEPT: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

let t: TestApp;
const tokens: Record<string, string> = {};
let libraryId = '';
const datasetIds = { nlu: '', sentiment: '' };
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['tenant', 'admin']) tokens[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
  const lib = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: createLibrary.path,
    token: tokens.tenant,
    payload: { name: '模板导入库' },
  });
  libraryId = lib.body.data.id;
  for (const type of ['nlu', 'sentiment'] as const) {
    const payload = { name: `模板导入数据集-${type}`, type };
    datasetIds[type] = (
      await callApi<{ id: string }>(t.app, createDataset, { token: tokens.tenant, body: payload })
    ).body.data.id;
  }
  // A required choice attribute of this tenant: the customer template must carry its column.
  const attr = await call(t.app, {
    method: 'POST',
    url: createAttribute.path,
    token: tokens.tenant,
    payload: { name: '客户等级', type: 'select', required: 1, options: ['A级', 'B级'], sort: 0 },
  });
  expect(attr.body.code, JSON.stringify(attr.body)).toBe('000000');
});
afterAll(() => t.close());

interface Kind {
  what: string;
  user: 'tenant' | 'admin';
  template: string;
  importPath: () => string;
  statusPath: string;
  file: Record<Lang, string>;
  /** Cells that must be unique per run (the examples as written may already exist), by language. */
  unique: Record<Lang, Record<string, string>>;
}

/** Dataset items, into a fresh dataset of the type: nothing to make unique (a duplicate is skipped, not refused). */
const datasetKind = (type: 'nlu' | 'sentiment', zh: string, en: string): Kind => ({
  what: `${type} dataset items`,
  user: 'tenant',
  template: `${dsIo.importDatasetItemsTemplate.path}?type=${type}`,
  importPath: () => `${dsIo.importDatasetItems.path}?datasetId=${datasetIds[type]}`,
  statusPath: dsIo.importDatasetItemsStatus.path,
  file: { zh: `${zh}.xlsx`, en: `${en}.xlsx` },
  unique: { zh: {}, en: {} },
});

const KINDS: Kind[] = [
  {
    what: 'tags',
    user: 'tenant',
    template: importTagsTemplate.path,
    importPath: () => importTags.path,
    statusPath: importTagsStatus.path,
    file: { zh: '标签导入模板.xlsx', en: 'tag-import-template.xlsx' },
    unique: { zh: { [TAG_IO_HEADERS.name.zh]: '模板标签甲' }, en: { [TAG_IO_HEADERS.name.en]: 'template tag B' } },
  },
  {
    what: 'customers',
    user: 'tenant',
    template: importCustomersTemplate.path,
    importPath: () => importCustomers.path,
    statusPath: importCustomersStatus.path,
    file: { zh: '客户导入模板.xlsx', en: 'customer-import-template.xlsx' },
    unique: {
      zh: { [CUSTOMER_IO_HEADERS.phone.zh]: '13900000101' },
      en: { [CUSTOMER_IO_HEADERS.phone.en]: '13900000102' },
    },
  },
  {
    what: 'the customer blacklist',
    user: 'tenant',
    template: importCustomerBlacklistTemplate.path,
    importPath: () => importCustomerBlacklist.path,
    statusPath: importCustomerBlacklistStatus.path,
    file: { zh: '黑名单导入模板.xlsx', en: 'blacklist-import-template.xlsx' },
    unique: {
      zh: { [CUSTOMER_BLACKLIST_IO_HEADERS.phone.zh]: '13900000201' },
      en: { [CUSTOMER_BLACKLIST_IO_HEADERS.phone.en]: '13900000202' },
    },
  },
  {
    what: 'knowledge items',
    user: 'tenant',
    template: importKnowledgeTemplate.path,
    importPath: () => `${importKnowledge.path}?libraryId=${libraryId}`,
    statusPath: importKnowledgeStatus.path,
    file: { zh: '知识导入模板.xlsx', en: 'knowledge-import-template.xlsx' },
    unique: {
      zh: { [KB_IO_HEADERS.question.zh]: '模板问题甲' },
      en: { [KB_IO_HEADERS.question.en]: 'template question B' },
    },
  },
  datasetKind('nlu', '数据集导入模板', 'dataset-import-template'),
  datasetKind('sentiment', '情感数据集导入模板', 'sentiment-dataset-import-template'),
  {
    what: 'users',
    user: 'tenant',
    template: importManagedUsersTemplate.path,
    importPath: () => importManagedUsers.path,
    statusPath: importManagedUsersStatus.path,
    file: { zh: '用户导入模板.xlsx', en: 'user-import-template.xlsx' },
    unique: {
      zh: { [USER_IO_HEADERS.username.zh]: 'tpl.user.a' },
      en: { [USER_IO_HEADERS.username.en]: 'tpl.user.b' },
    },
  },
  {
    what: 'the platform blacklist',
    user: 'admin',
    template: importBlacklistTemplate.path,
    importPath: () => importBlacklist.path,
    statusPath: importBlacklistStatus.path,
    file: { zh: '平台黑名单导入模板.xlsx', en: 'platform-blacklist-import-template.xlsx' },
    unique: {
      zh: { [BLACKLIST_IO_HEADERS.phone.zh]: '13900000301' },
      en: { [BLACKLIST_IO_HEADERS.phone.en]: '13900000302' },
    },
  },
  {
    what: 'industries',
    user: 'admin',
    template: importTradesTemplate.path,
    importPath: () => importTrades.path,
    statusPath: importTradesStatus.path,
    file: { zh: '行业导入模板.xlsx', en: 'industry-import-template.xlsx' },
    unique: {
      zh: { [TRADE_IO_HEADERS.name.zh]: '模板行业甲' },
      en: { [TRADE_IO_HEADERS.name.en]: 'Template industry B' },
    },
  },
];

/** Every sheet of a workbook as rows of plain values. */
async function sheets(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => v ?? ''));
    });
    return { name: ws.name, rows };
  });
}

async function template(k: Kind, lang: Lang) {
  const res = await t.app.inject({
    url: k.template,
    headers: { authorization: tokens[k.user], 'accept-language': ACCEPT[lang] },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, sheets: await sheets(res.rawPayload) };
}

async function importFile(k: Kind, lang: Lang, rows: unknown[][]) {
  const body = multipart([{ name: 'filled.xlsx', data: await xlsx(rows) }]);
  const headers = { ...body.headers, 'accept-language': ACCEPT[lang] };
  const r = await call<{ jobId: string }>(t.app, {
    method: 'POST',
    url: k.importPath(),
    token: tokens[k.user],
    payload: body.payload,
    headers,
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  for (let i = 0; i < 400; i++) {
    const s = await call<{ status: number; message: string; imported?: number }>(t.app, {
      url: `${k.statusPath}?jobId=${r.body.data.jobId}`,
      token: tokens[k.user],
      headers: { 'accept-language': ACCEPT[lang] },
    });
    if (s.body.data.status === 1 || s.body.data.status === 2) return s.body.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`${k.what}: the import did not finish`);
}

describe('import templates', () => {
  for (const k of KINDS)
    for (const lang of ['zh', 'en'] as const)
      it(`${k.what} (${lang}): the template's header row, filled with its own example, imports one row`, async () => {
        const {
          res,
          sheets: [data, guide],
        } = await template(k, lang);
        expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename*=UTF-8''${encodeURIComponent(k.file[lang])}`,
        );
        // Sheet 1: the header row alone, so an untouched template imports nothing by mistake.
        expect(data.name).toBe(lang === 'zh' ? '导入数据' : 'Data');
        expect(data.rows).toHaveLength(1);
        const headers = data.rows[0].map(String);
        expect(headers.length).toBeGreaterThan(0);
        // Sheet 2: one line per column (name, required, what to write, example), then notes.
        expect(guide.name).toBe(lang === 'zh' ? '填写说明' : 'Instructions');
        const lines = guide.rows.slice(1, headers.length + 1);
        expect(lines.map((l) => l[0])).toEqual(headers);
        const examples = new Map(lines.map((l) => [String(l[0]), l[3] ?? '']));
        const row = headers.map((h) => k.unique[lang][h] ?? examples.get(h) ?? '');
        expect(Object.keys(k.unique[lang]).every((h) => headers.includes(h))).toBe(true);
        const done = await importFile(k, lang, [headers, row]);
        expect(done).toMatchObject({
          status: 1,
          imported: 1,
          message: lang === 'zh' ? '导入成功' : 'Import succeeded',
        });
      });

  it("the customer template carries the tenant's attribute columns, required ones marked", async () => {
    const {
      sheets: [data, guide],
    } = await template(KINDS[1], 'zh');
    expect(data.rows[0].slice(0, 3)).toEqual(['姓名', '手机号', '标签']);
    expect(data.rows[0]).toContain('客户等级');
    expect(guide.rows.find((r) => r[0] === '客户等级')?.slice(1)).toEqual([
      '是',
      '必填；以下选项之一：A级、B级',
      'A级',
    ]);
    expect(guide.rows.find((r) => r[0] === '手机号')?.[1]).toBe('是');
    expect(guide.rows.find((r) => r[0] === '标签')?.[1]).toBe('否');
  });

  it("another tenant's customer template has its own attributes, not this tenant's", async () => {
    const other = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
    const res = await t.app.inject({ url: importCustomersTemplate.path, headers: { authorization: other } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [data] = await sheets(res.rawPayload);
    expect(data.rows[0].slice(0, 3)).toEqual(['姓名', '手机号', '标签']);
    expect(data.rows[0]).not.toContain('客户等级');
  });

  it('an untouched template is refused as empty, and nothing is imported', async () => {
    const {
      sheets: [data],
    } = await template(KINDS[0], 'zh');
    expect(await importFile(KINDS[0], 'zh', data.rows)).toMatchObject({ status: 2, message: '工作表为空' });
  });

  it('the template is refused without the import permission (the endpoint walk checks every one)', async () => {
    const r = await call(t.app, { url: importTradesTemplate.path, token: tokens.tenant });
    expect(r.body.code).toBe('100403');
  });
});

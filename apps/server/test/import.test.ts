import { utils, write } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../src/modules/aicall/tag/table.ts';
import { DEMO } from '../src/platform/seed/demo-data.ts';
import { multipart, readXlsx, TAG_HEADER, waitImport, xlsx } from './fixtures/xlsx.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from './helpers/app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
});
afterAll(() => t.close());

const post = (body: ReturnType<typeof multipart>, tok = token) =>
  call<{ jobId: string }>(t.app, { method: 'POST', url: '/v1/aicall-web/tag/import', token: tok, ...body });

const tenantTags = (tenantId = DEMO.tenant1) => t.db.select().from(tags).where(eq(tags.tenantId, tenantId));
const file = async (rows: unknown[][]) => multipart([{ name: 't.xlsx', data: await xlsx(rows) }]);

describe('tag import: refused at upload, nothing stored', () => {
  it('no file → 130004 请上传文件', async () => {
    const r = await call(t.app, { method: 'POST', url: '/v1/aicall-web/tag/import', token, payload: {} });
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, '130004', '请上传文件']);
  });
  it('a renamed .txt → 130001 文件格式不匹配', async () => {
    const r = await post(multipart([{ name: 'tags.xlsx', data: Buffer.from('name\n意向客户\n') }]));
    expect([r.body.code, r.body.msg.startsWith('文件格式不匹配')]).toEqual(['130001', true]);
  });
  it('over the size limit → 130002', async () => {
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const r = await post(multipart([{ name: 'big.xlsx', data: big }]));
    expect([r.body.code, r.body.msg]).toEqual(['130002', '上传文件不能超过2M']);
  });
  it('two files → 130003', async () => {
    const one = await xlsx([TAG_HEADER, ['a']]);
    const r = await post(
      multipart([
        { name: 'a.xlsx', data: one },
        { name: 'b.xlsx', data: one },
      ]),
    );
    expect([r.body.code, r.body.msg]).toEqual(['130003', '文件数量超出1条限制，请删除后再上传！']);
  });
  it('a zip bomb (declared expansion past the cap) → 130005', async () => {
    const buf = await xlsx([TAG_HEADER, ['a']]);
    // Declare 500 MB for the first central-directory entry: the guard must refuse before parsing.
    const cd = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    buf.writeUInt32LE(500 * 1024 * 1024, cd + 24);
    const r = await post(multipart([{ name: 'bomb.xlsx', data: buf }]));
    expect([r.body.code, r.body.msg]).toEqual(['130005', '导入文件无效: 解压后内容过大']);
  });
  it('nothing was stored or imported by the refusals', async () => {
    expect((await tenantTags()).filter((x) => x.name === 'a')).toEqual([]);
  });
});

describe('tag import jobs', () => {
  const run = async (rows: unknown[][]) => {
    const r = await post(await file(rows));
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    return { jobId: r.body.data.jobId, ...(await waitImport(t.app, r.body.data.jobId, token)) };
  };

  it('an empty sheet fails: 工作表为空', async () => {
    expect((await run([])).message).toBe('工作表为空');
  });
  it('missing required columns fail and name them', async () => {
    expect((await run([['分组'], ['other']])).message).toBe('缺少必填列：标签名称');
  });
  it('more than 100 rows fail and import nothing', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => [`超限-${i}`]);
    const s = await run([['标签名称'], ...rows]);
    expect([s.status, s.message]).toEqual([2, '超过100行的导入上限']);
    expect((await tenantTags()).some((x) => x.name.startsWith('超限-'))).toBe(false);
  });
  it('bad rows fail all-or-nothing with a downloadable error workbook', async () => {
    const s = await run([
      TAG_HEADER,
      ['好的', 'other', 1, ''],
      ['x'.repeat(31), 'other', 1, ''],
      ['坏组', 'nope', 1, ''],
    ]);
    expect(s.status).toBe(2);
    expect(s.hasErrorFile).toBe(true);
    expect((await tenantTags()).some((x) => x.name === '好的')).toBe(false);
    const res = await t.app.inject({
      url: `/v1/aicall-web/tag/import/errors?jobId=${s.jobId}`,
      headers: { authorization: token },
    });
    const rows = await readXlsx(res.rawPayload);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [3, 'name'],
      [4, 'group'],
    ]);
  });
  it('valid rows are imported for the caller organisation; status 1 says 导入成功', async () => {
    const s = await run([TAG_HEADER, ['导入-甲', 'customer', 1, '第一'], ['导入-乙', 'call', 0, '']]);
    expect([s.status, s.message]).toEqual([1, '导入成功']);
    const mine = (await tenantTags()).filter((x) => x.name.startsWith('导入-'));
    expect(mine.map((x) => [x.name, x.group, x.enabled]).sort()).toEqual([
      ['导入-乙', 'call', 0],
      ['导入-甲', 'customer', 1],
    ]);
  });
  it('a legacy .xls imports like an .xlsx (SPEC §5: .xlsx and .xls)', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([TAG_HEADER, ['旧格式-甲', 'customer', 1, 'xls']]), 'A');
    const data = write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const r = await post(multipart([{ name: '旧表格.xls', data }]));
    expect(r.body.code).toBe('000000');
    const s = await waitImport(t.app, r.body.data.jobId, token);
    expect([s.status, s.message]).toEqual([1, '导入成功']);
    expect((await tenantTags()).filter((x) => x.name === '旧格式-甲').map((x) => x.description)).toEqual(['xls']);
  });
  it("another tenant cannot read the job's status", async () => {
    const r = await post(await file([TAG_HEADER, ['私有']]));
    const other = (await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    const s = await call(t.app, { url: `/v1/aicall-web/tag/import/status?jobId=${r.body.data.jobId}`, token: other });
    expect(['100002', '100403']).toContain(s.body.code);
  });
});

import { Readable } from 'node:stream';
import { utils, write } from '@e965/xlsx';
import { importTags, importTagsErrors, importTagsStatus } from '@zhiyu/contract/modules/aicall/tag-io';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tags } from '../../../src/modules/aicall/tag/table.ts';
import { newId } from '../../../src/platform/access/tokens.ts';
import { sheetRows } from '../../../src/platform/excel/reader.ts';
import { TAG } from '../../../src/platform/excel/xml-bytes.ts';
import { XmlScan } from '../../../src/platform/excel/xml-scan.ts';
import { bufferSource } from '../../../src/platform/excel/zip.ts';
import { fileOf, readStream, saveStream } from '../../../src/platform/files/store.ts';
import { AppError } from '../../../src/platform/http/errors.ts';
import { BATCH_ROWS, defineImporter } from '../../../src/platform/jobs/import.ts';
import { enqueue } from '../../../src/platform/jobs/queue.ts';
import { stagedBatchCount } from '../../../src/platform/jobs/staging.ts';
import { jobs } from '../../../src/platform/jobs/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { multipart, readXlsx, TAG_HEADER, waitImport, xlsx } from '../../fixtures/xlsx.ts';
import { call, PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const io = signedIn();
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const post = (body: ReturnType<typeof multipart>, tok = io.token) =>
  call<{ jobId: string }>(io.app, { method: 'POST', url: importTags.path, token: tok, ...body });

const tenantTags = (tenantId = DEMO.tenant1) => io.db.select().from(tags).where(eq(tags.tenantId, tenantId));
const file = async (rows: unknown[][]) => multipart([{ name: 't.xlsx', data: await xlsx(rows) }]);

describe('tag import: refused at upload, nothing stored', () => {
  it('no file → 130004 请上传文件', async () => {
    const r = await call(io.app, { method: 'POST', url: importTags.path, token: io.token, payload: {} });
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
    return { jobId: r.body.data.jobId, ...(await waitImport(io.app, r.body.data.jobId, io.token)) };
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
    const res = await io.app.inject({
      url: `${importTagsErrors.path}?jobId=${s.jobId}`,
      headers: { authorization: io.token },
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
  it('a legacy .xls imports like an .xlsx (requirements §5: .xlsx and .xls)', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([TAG_HEADER, ['旧格式-甲', 'customer', 1, 'xls']]), 'A');
    const data = write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const r = await post(multipart([{ name: '旧表格.xls', data }]));
    expect(r.body.code).toBe('000000');
    const s = await waitImport(io.app, r.body.data.jobId, io.token);
    expect([s.status, s.message]).toEqual([1, '导入成功']);
    expect((await tenantTags()).filter((x) => x.name === '旧格式-甲').map((x) => x.description)).toEqual(['xls']);
  });
  it("another tenant cannot read the job's status", async () => {
    const r = await post(await file([TAG_HEADER, ['私有']]));
    const other = (await tokenFor(io.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    const s = await call(io.app, { url: `${importTagsStatus.path}?jobId=${r.body.data.jobId}`, token: other });
    // Tenant 2 has no aicall module: refused as such (140007), and never the job's data.
    expect(['100002', '100403', '140007']).toContain(s.body.code);
    expect(s.body.data ?? null).toBeNull();
  });
});

/** A workbook stored for the engine tests' own organisation, and its import job run to the end. */
const ENGINE = { tenantId: 'engine-test', appId: '' };
const batches: number[] = [];
defineImporter({
  name: 'engine-test',
  maxRows: 10_000,
  columns: [
    { key: 'name', headers: ['name'], required: true },
    { key: 'n', headers: ['n'], required: true },
  ],
  schema: z.object({ name: z.string().min(1).max(50), n: z.coerce.number().int() }),
  async commit(tx, s, rows) {
    batches.push(rows.length);
    await tx
      .insert(tags)
      .values(rows.map((r) => ({ id: newId(), tenantId: s.tenantId, appId: s.appId, name: r.name })));
  },
});
async function runEngine(rows: unknown[][]) {
  batches.length = 0;
  const data = await xlsx(rows);
  const f = await saveStream(io.db, ENGINE, { name: 'e.xlsx', mime: XLSX_MIME, maxBytes: 1e8 }, Readable.from([data]));
  const id = await enqueue(io.db, ENGINE, 'import:engine-test', { fileId: f.id });
  for (let i = 0; i < 600; i++) {
    const [job] = await io.db.select().from(jobs).where(eq(jobs.id, id));
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('engine import did not finish');
}
const engineTags = async (prefix: string) =>
  (await io.db.select().from(tags).where(eq(tags.tenantId, ENGINE.tenantId))).filter((x) => x.name.startsWith(prefix));

describe('the import engine over many batches (streamed, staged and published 1,000 rows at a time)', () => {
  const rows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => [`${prefix}${i}`, i]);

  it('2,500 valid rows are published in batches of 1,000 inside one transaction, all kept', async () => {
    const job = await runEngine([['name', 'n'], ...rows('批量-', 2500)]);
    expect([job.status, job.result]).toEqual(['done', { imported: 2500 }]);
    expect(batches).toEqual([BATCH_ROWS, BATCH_ROWS, 500]);
    expect((await engineTags('批量-')).length).toBe(2500);
  });

  it('a bad row after two staged batches publishes nothing, leaves nothing staged and lists the row', async () => {
    const data = rows('回滚-', 2500);
    data[2399] = ['回滚-坏', 'x'];
    const job = await runEngine([['name', 'n'], ...data]);
    expect(job.status).toBe('failed');
    expect(batches).toEqual([]);
    expect(await engineTags('回滚-')).toEqual([]);
    expect(await stagedBatchCount(io.db, job.id)).toBe(0);
    const errorFileId = String(job.result?.errorFileId);
    const stored = await fileOf(io.db, ENGINE, errorFileId);
    const parts: Buffer[] = [];
    for await (const c of readStream(io.db, stored.id)) parts.push(Buffer.from(c));
    const book = await readXlsx(Buffer.concat(parts));
    // Sheet row 2401: the header is row 1.
    expect(book.slice(1).map((r) => r.slice(0, 2))).toEqual([[2401, 'n']]);
  });
});

describe('xlsx byte scanner', () => {
  /** Every event the scanner reports, as text, to compare one reading with another. */
  const events = (pieces: Buffer[]) => {
    const log: string[] = [];
    let inText = false;
    const scan = new XmlScan({
      open(tag, at) {
        if (tag === TAG.V || tag === TAG.T) inText = true;
        if (tag === TAG.ROW) log.push(`<row ${at.rowNumber()}`);
        else if (tag === TAG.C) log.push(`<c ${at.column()} s=${at.style()} t=${at.cellType()}`);
        else log.push(`<${tag}`);
      },
      close(tag) {
        if (tag === TAG.V || tag === TAG.T) inText = false;
        log.push(`</${tag}`);
      },
      text: (s) => log.push(`"${s}"`),
      wantText: () => inText,
    });
    for (const p of pieces) scan.write(p);
    scan.end();
    // Text of one element may come in several calls: join neighbours.
    return log.join('\n').replace(/"\n"/g, '');
  };
  const xml =
    '\ufeff<?xml version="1.0" encoding="UTF-8"?><!-- a > comment --><!DOCTYPE x [<!ENTITY y "z">]>' +
    '<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row r="7" spans="1:3"><x:c r="B7" s="12" t="s"><x:v>3</x:v></x:c>' +
    "<c r='C7' t='inlineStr' note='a>b/c'><is><t xml:space=\"preserve\"> a &amp; b &lt;&#x4e2d;&#25991;&gt; \r\nline\rend&#13;</t></is></c>" +
    '<c r="D7"/><c r="AB7" t="str"><f>A1&amp;"x"</f><v><![CDATA[<raw & kept>]]></v></c>' +
    '<c r="E7" t="inlineStr"><is><r><t>富</t></r><r><t>文本</t></r><rPh sb="0"><t>ふ</t></rPh></is></c></x:row>' +
    '<row r="8"><c t="b"><v>1</v></c><c><v>1.5E+3</v></c></row></x:sheetData></x:worksheet>';

  it('reads tags, attributes, entities, line ends, CDATA and skips comments and declarations', () => {
    const log = events([Buffer.from(xml)]);
    expect(log).toContain('<row 7\n<c 1 s=12 t=s');
    expect(log).toContain('"3"');
    expect(log).toContain('" a & b <中文> \nline\nend\r"');
    expect(log).toContain('<c 3 s=0 t=n\n</2'); // self-closing D7
    expect(log).toContain('<c 27 s=0 t=str');
    expect(log).toContain('"富"\n</4\n</0\n<0\n<4\n"文本"'); // rich text runs
    expect(log).toContain('<row 8\n<c -1 s=0 t=b'); // no r: the reader counts on
    expect(log).toContain('"<raw & kept>"');
    expect(log).not.toContain('comment');
    expect(log).not.toContain('A1&"x"'); // formula text is not asked for
  });

  it('gives the same events however the bytes are split (every split point, and byte by byte)', () => {
    const all = Buffer.from(xml);
    const whole = events([all]);
    for (let cut = 1; cut < all.length; cut++)
      expect(events([all.subarray(0, cut), all.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    expect(events([...all].map((b) => Buffer.from([b])))).toBe(whole);
  });

  it('a sheet cut short inside a tag, or with an unquoted attribute, is refused: 130005', () => {
    const code = (f: () => void) => {
      try {
        f();
        return 'ok';
      } catch (e) {
        return e instanceof AppError ? `${e.code} ${e.message_('zh')}` : String(e);
      }
    };
    expect(code(() => events([Buffer.from('<row r="1"><c r="A1"><v>1</v></c></row><c r="A')]))).toBe(
      '130005 导入文件无效: 工作表内容格式错误',
    );
    expect(code(() => events([Buffer.from('<row><c r=A1><v>1</v></c></row>')]))).toBe(
      '130005 导入文件无效: 工作表内容格式错误',
    );
  });

  it('a shared-string workbook of 3,000 rows reads back exactly (strings kept as bytes, decoded per cell)', async () => {
    const data = Array.from({ length: 3000 }, (_, i) => [`客户${i}`, `<&>"'${i % 7}`, i % 3 === 0 ? '城市' : `x${i}`]);
    const book = await xlsx(data);
    const out: string[][] = [];
    for await (const r of sheetRows(bufferSource(book))) out.push(r.cells);
    expect(out).toEqual(data);
  });
});

/**
 * What a workbook may cost, whoever reads it: hostile workbooks, generated (fixtures/hostile-xlsx.ts),
 * are each refused with 130005 and the bound they broke; ten concurrent hostile previews leave the
 * server answering with a bounded heap; an import job refuses the same file and writes nothing; and
 * ordinary workbooks still read.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { utils, write } from '@e965/xlsx';
import { readSheetRows as sheetRowsEndpoint } from '@zhiyu/contract/modules/admin/files';
import { importTags } from '@zhiyu/contract/modules/aicall/tag-io';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tags } from '../../../src/modules/aicall/tag/table.ts';
import { ParseGate } from '../../../src/platform/excel/limits.ts';
import { sheetRows } from '../../../src/platform/excel/reader.ts';
import { xlsRows } from '../../../src/platform/excel/xls.ts';
import { bufferSource } from '../../../src/platform/excel/zip.ts';
import { storedFiles } from '../../../src/platform/files/table.ts';
import { AppError } from '../../../src/platform/http/errors.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import {
  lyingSheet,
  manySheets,
  NS,
  numFmtBomb,
  sharedReferenceBomb,
  sharedStringsBomb,
  stylesFiller,
  workbook,
  xlsCellBomb,
} from '../../fixtures/hostile-xlsx.ts';
import { multipart, waitImport, xlsx } from '../../fixtures/xlsx.ts';
import { call, PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { signedIn } from '../../helpers/signed-in.ts';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const MB = 1024 * 1024;

async function readAll(buf: Buffer) {
  const out: string[][] = [];
  for await (const r of sheetRows(bufferSource(buf))) out.push(r.cells);
  return out;
}

const refusal = async (read: Promise<unknown>) => {
  const e = await read.catch((x: unknown) => x);
  return e instanceof AppError ? [e.code, e.message_('zh')] : e;
};

describe('every workbook part is bounded while it is read', () => {
  it('the reported file: 95,000 formats of 1,000 characters (95 MB from 0.5 MB) → 130005 by its size', async () => {
    const buf = await numFmtBomb(95_000, 'y'.repeat(1000));
    expect(buf.length).toBeLessThan(MB);
    expect(await refusal(readAll(buf))).toEqual(['130005', '导入文件无效: xl/styles.xml 解压后超过 16 MB']);
  });

  it('styles.xml with two million number formats, declaring 8 MB → 130005 数字格式过多', async () => {
    // Declared within the part's bound, so it is inflated: the count stops it after 10,000.
    const buf = await numFmtBomb(2_000_000, undefined, 8 * MB);
    expect(buf.length).toBeLessThan(6 * MB);
    expect(await refusal(readAll(buf))).toEqual(['130005', '导入文件无效: 数字格式过多（上限 10000 个）']);
  });

  it('50,000 number formats in 2 MB of styles → 130005 数字格式过多', async () => {
    expect(await refusal(readAll(await numFmtBomb(50_000)))).toEqual([
      '130005',
      '导入文件无效: 数字格式过多（上限 10000 个）',
    ]);
  });

  it('one format code longer than Excel allows → 130005 数字格式代码过长', async () => {
    const buf = await numFmtBomb(1, '0'.repeat(5000));
    expect(await refusal(readAll(buf))).toEqual(['130005', '导入文件无效: 数字格式代码过长（上限 1000 个字符）']);
  });

  it('styles.xml past its size bound → 130005 naming the part, before it is inflated', async () => {
    expect(await refusal(readAll(await stylesFiller(20)))).toEqual([
      '130005',
      '导入文件无效: xl/styles.xml 解压后超过 16 MB',
    ]);
  });

  it('three million shared strings → 130005 共享字符串过多', async () => {
    expect(await refusal(readAll(await sharedStringsBomb(3_000_000)))).toEqual([
      '130005',
      '导入文件无效: 共享字符串过多（上限 2000000 个）',
    ]);
  });

  it('shared strings of 70 MB → 130005 共享字符串内容过大', async () => {
    expect(await refusal(readAll(await sharedStringsBomb(70, 'x'.repeat(MB))))).toEqual([
      '130005',
      '导入文件无效: 共享字符串内容过大（上限 64 MB）',
    ]);
  });

  it('short cells that all refer to one long shared string → 130005 相邻行的内容过多', async () => {
    expect(await refusal(readAll(await sharedReferenceBomb(200_000)))).toEqual([
      '130005',
      '导入文件无效: 相邻行的内容过多（上限 4000000 个单元格和字符）',
    ]);
  });

  it('a cell far past column XFD → 130005', async () => {
    const sheet = `<worksheet ${NS}><sheetData><row r="1"><c r="ZZZZZZZZ1"><v>1</v></c></row></sheetData></worksheet>`;
    expect(await refusal(readAll(await workbook({ sheet })))).toEqual([
      '130005',
      '导入文件无效: 单元格列超出 XFD（16384 列）',
    ]);
  });

  it('a workbook listing 5,000 sheets → 130005 工作表过多', async () => {
    expect(await refusal(readAll(await manySheets(5000, false)))).toEqual([
      '130005',
      '导入文件无效: 工作表过多（上限 500 个）',
    ]);
  });

  it('a workbook of 3,000 sheet parts → 130005 压缩包条目过多, before any part is read', async () => {
    expect(await refusal(readAll(await manySheets(3000, true)))).toEqual([
      '130005',
      '导入文件无效: 压缩包条目过多（上限 1000 个）',
    ]);
  });

  it('a sheet that inflates to 20 MB while declaring 1 KB → 130005 解压后内容过大', async () => {
    expect(await refusal(readAll(await lyingSheet(20)))).toEqual(['130005', '导入文件无效: 解压后内容过大']);
  });

  it('an .xls with more value cells than the bound → 130005, before SheetJS parses it', async () => {
    const drain = async (buf: Buffer) => {
      for await (const _ of xlsRows(buf));
    };
    expect(await refusal(drain(xlsCellBomb(250_000)))).toEqual([
      '130005',
      '导入文件无效: .xls 单元格过多（上限 200000 个），请另存为 .xlsx',
    ]);
  });

  it('an .xls declaring a large range for one cell reads one row', async () => {
    const ws = utils.aoa_to_sheet([['名称']]);
    ws['!ref'] = 'A1:Z5000';
    const book = utils.book_new();
    utils.book_append_sheet(book, ws, 'S');
    const out = [];
    for await (const r of xlsRows(write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer)) out.push(r);
    expect(out).toEqual([{ n: 1, cells: ['名称'] }]);
  });
});

describe('ordinary workbooks still read', () => {
  it('the LibreOffice fixture, and a written workbook with shared strings and styles', async () => {
    const fixture = await readAll(
      readFileSync(path.join(import.meta.dirname, '../../fixtures/people-libreoffice.xlsx')),
    );
    expect(fixture[1]).toEqual(['张三', '13800138000', '440106199001011234', '2024-03-15', '意向客户']);
    const rows = [
      ['名称', '日期', 'n'],
      ...Array.from({ length: 2000 }, (_, i) => [`标签${i}`, new Date(Date.UTC(2024, 2, 15)), i]),
    ];
    const read = await readAll(await xlsx(rows));
    expect(read.length).toBe(2001);
    expect(read[1]).toEqual(['标签0', '2024-03-15', '0']);
  });

  it('a workbook of 400 sheets and 2,000 number formats reads its first sheet', async () => {
    expect(await readAll(await manySheets(400, true))).toEqual([['名称'], ['意向客户']]);
    expect(await readAll(await numFmtBomb(2000))).toEqual([['名称'], ['意向客户']]);
  });
});

describe('the server-wide gate', () => {
  it('runs `slots` reads, queues `queue` more, refuses the next at once with 100429', async () => {
    const gate = new ParseGate(1, 1, 10_000);
    const first = await gate.acquire();
    const second = gate.acquire();
    const t = Date.now();
    const third = await refusal(gate.acquire());
    expect(Date.now() - t).toBeLessThan(100);
    expect(third).toEqual(['100429', '请求过于频繁，请稍后再试: 正在解析的表格过多，请稍后再试']);
    first();
    const release = await second;
    expect(gate.running).toBe(1);
    release();
    expect(gate.running).toBe(0);
  });

  it('a job is counted, never kept waiting, and a request queues behind it', async () => {
    const gate = new ParseGate(1, 2, 10_000);
    const job = gate.count();
    const job2 = gate.count();
    expect(gate.running).toBe(2);
    let got = false;
    const req = gate.acquire().then((r) => {
      got = true;
      return r;
    });
    job();
    await Promise.resolve();
    expect(got).toBe(false);
    job2();
    (await req)();
    expect(gate.running).toBe(0);
  });

  it('a request that waits too long is refused', async () => {
    const gate = new ParseGate(1, 1, 50);
    const first = await gate.acquire();
    expect(((await refusal(gate.acquire())) as string[])[0]).toBe('100429');
    first();
    expect(gate.running).toBe(0);
  });
});

// A user with no granted API at all may use the preview: the agent.
const io = signedIn('agent');

describe('sheet-rows under hostile load', () => {
  it('ten concurrent 95 MB style bombs: each refused, /healthz answers, the heap stays bounded', async () => {
    // Half say what they hold (refused by size), half claim 15 MB and are inflated until a count stops them.
    const honest = await numFmtBomb(95_000, 'y'.repeat(1000));
    const lying = await numFmtBomb(95_000, 'y'.repeat(1000), 15 * MB);
    const stored = async () => (await io.db.select({ n: count() }).from(storedFiles))[0].n;
    const before = await stored();
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 2);
    const uploads = Array.from({ length: 10 }, (_, i) =>
      call(io.app, {
        method: 'POST',
        url: sheetRowsEndpoint.path,
        token: io.token,
        ...multipart([{ name: 'bomb.xlsx', data: i % 2 ? honest : lying }]),
      }),
    );
    const health = await io.app.inject({ url: '/healthz' });
    const answers = await Promise.all(uploads);
    clearInterval(sample);
    expect(health.statusCode).toBe(200);
    expect((await io.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const codes = answers.map((a) => (a.body as { code: string; msg: string }).code);
    for (const a of answers) {
      const b = a.body as { code: string; msg: string };
      expect([
        '导入文件无效: 数字格式过多（上限 10000 个）',
        '导入文件无效: xl/styles.xml 解压后超过 16 MB',
        '请求过于频繁，请稍后再试: 正在解析的表格过多，请稍后再试',
      ]).toContain(b.msg);
    }
    expect(codes).toContain('130005');
    gc();
    const retained = process.memoryUsage().heapUsed - base;
    // A whole parse of one such file kept 95 MB of format strings; ten at once ran out of heap.
    expect(peak - base, `peak growth ${Math.round((peak - base) / MB)} MB`).toBeLessThan(60 * MB);
    expect(retained, `retained ${Math.round(retained / MB)} MB`).toBeLessThan(16 * MB);
    // Nothing is kept of a refused preview.
    expect(await stored()).toBe(before);
  });

  it('an ordinary workbook still previews', async () => {
    const r = await call<{ rows: string[][] }>(io.app, {
      method: 'POST',
      url: sheetRowsEndpoint.path,
      token: io.token,
      ...multipart([{ name: 'ok.xlsx', data: await xlsx([['名称'], ['意向客户']]) }]),
    });
    expect([r.body.code, r.body.data.rows]).toEqual(['000000', [['名称'], ['意向客户']]]);
  });
});

describe('imports read under the same bounds', () => {
  it('a tag import of the style bomb fails with the bound and writes no tag', async () => {
    const token = (await tokenFor(io.app, 'tenant', PASSWORDS.tenant)).authorization;
    const tenantTags = async () => (await io.db.select().from(tags).where(eq(tags.tenantId, DEMO.tenant1))).length;
    const before = await tenantTags();
    const bomb = await numFmtBomb(95_000, 'y'.repeat(1000), 15 * MB);
    const r = await call<{ jobId: string }>(io.app, {
      method: 'POST',
      url: importTags.path,
      token,
      ...multipart([{ name: 'bomb.xlsx', data: bomb }]),
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const s = await waitImport(io.app, r.body.data.jobId, token);
    expect([s.status, s.message]).toEqual([2, '导入文件无效: 数字格式过多（上限 10000 个）']);
    expect(await tenantTags()).toBe(before);
  });

  it('a cell holding U+0000 (a raw NUL byte in the sheet) is refused, naming the cell: the preview, and an import that writes nothing', async () => {
    const sheet = `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>名称</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>意向\u0000客户</t></is></c></row></sheetData></worksheet>`;
    const file = await workbook({ sheet });
    const token = (await tokenFor(io.app, 'tenant', PASSWORDS.tenant)).authorization;
    const preview = await call(io.app, {
      method: 'POST',
      url: sheetRowsEndpoint.path,
      token,
      ...multipart([{ name: 'nul.xlsx', data: file }]),
    });
    expect([preview.body.code, preview.body.msg]).toEqual([
      '130005',
      '导入文件无效: 单元格 A2 含有不允许的字符 U+0000',
    ]);
    const tenantTags = async () => (await io.db.select().from(tags).where(eq(tags.tenantId, DEMO.tenant1))).length;
    const before = await tenantTags();
    const r = await call<{ jobId: string }>(io.app, {
      method: 'POST',
      url: importTags.path,
      token,
      ...multipart([{ name: 'nul.xlsx', data: file }]),
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const s = await waitImport(io.app, r.body.data.jobId, token);
    expect([s.status, s.message]).toEqual([2, '导入文件无效: 单元格 A2 含有不允许的字符 U+0000']);
    expect(await tenantTags()).toBe(before);
  });
});

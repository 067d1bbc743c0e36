/**
 * The .xlsx reader and writer on their own: every cell type becomes the text the user typed, the
 * LibreOffice fixture reads exactly, a lying or damaged archive is refused with 130005, and a
 * written workbook reads back to the same text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/platform/db/client.ts';
import { sheetRows } from '../../../src/platform/excel/reader.ts';
import { writeWorkbook } from '../../../src/platform/excel/writer.ts';
import { xlsRows } from '../../../src/platform/excel/xls.ts';
import { bufferSource } from '../../../src/platform/excel/zip.ts';
import { ZipWriter } from '../../../src/platform/excel/zip-writer.ts';
import { chunkSource } from '../../../src/platform/files/store.ts';
import { AppError } from '../../../src/platform/http/errors.ts';
import { freshDb } from '../../helpers/db.ts';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook from raw parts (only what the reader needs). */
async function book(sheet: string, o: { shared?: string; styles?: string; date1904?: boolean } = {}) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const z = new ZipWriter(out);
  await z.file(
    'xl/workbook.xml',
    `<workbook ${NS} xmlns:r="${REL}"><workbookPr date1904="${o.date1904 ? 1 : 0}"/><sheets><sheet name="A" sheetId="1" r:id="rId7"/></sheets></workbook>`,
  );
  await z.file(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="${REL}/worksheet" Target="worksheets/data.xml"/></Relationships>`,
  );
  if (o.shared) await z.file('xl/sharedStrings.xml', `<sst ${NS}>${o.shared}</sst>`);
  if (o.styles) await z.file('xl/styles.xml', `<styleSheet ${NS}>${o.styles}</styleSheet>`);
  await z.file('xl/worksheets/data.xml', `<worksheet ${NS}><sheetData>${sheet}</sheetData></worksheet>`);
  await z.close();
  return Buffer.concat(chunks);
}

async function rows(buf: Buffer) {
  const out: { n: number; cells: string[] }[] = [];
  for await (const r of sheetRows(bufferSource(buf))) out.push(r);
  return out;
}

const refusal = async (buf: Buffer) => {
  const e = await rows(buf).catch((x: unknown) => x);
  return e instanceof AppError ? [e.code, e.message_('zh')] : e;
};

describe('legacy .xls reader', () => {
  it('reads the LibreOffice .xls fixture exactly like the .xlsx one', async () => {
    const fixture = (ext: string) =>
      readFileSync(path.join(import.meta.dirname, `../../fixtures/people-libreoffice.${ext}`));
    const fromXls: { n: number; cells: string[] }[] = [];
    for await (const r of xlsRows(fixture('xls'))) fromXls.push(r);
    expect(fromXls[1].cells).toEqual(['张三', '13800138000', '440106199001011234', '2024-03-15', '意向客户']);
    expect(fromXls).toEqual(await rows(fixture('xlsx')));
  });
});

describe('xlsx reader', () => {
  it('reads the LibreOffice fixture exactly', async () => {
    const buf = readFileSync(path.join(import.meta.dirname, '../../fixtures/people-libreoffice.xlsx'));
    const r = await rows(buf);
    expect(r[0].cells).toEqual(['姓名', '手机号', '身份证号', '登记日期', '备注']);
    expect(r[1].cells).toEqual(['张三', '13800138000', '440106199001011234', '2024-03-15', '意向客户']);
    expect(r[2].cells).toEqual(['李四', '13912345678', '11010519491231002X', '2023-12-01', '含逗号,的备注']);
  });

  it('every cell type becomes the text the user typed', async () => {
    const styles =
      '<numFmts><numFmt numFmtId="170" formatCode="yyyy\\-mm\\-dd hh:mm"/><numFmt numFmtId="171" formatCode="&quot;day&quot;0.00"/></numFmts>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="170"/><xf numFmtId="171"/></cellXfs>';
    const shared = '<si><t>共享</t></si><si><r><t>富</t></r><r><t>文本</t></r><rPh><t>ふ</t></rPh></si>';
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t> a &amp; b </t></is></c>' +
      '<c r="E1" t="b"><v>1</v></c><c r="F1" t="e"><v>#N/A</v></c><c r="G1" t="str"><f>A1&amp;"x"</f><v>共享x</v></c></row>' +
      '<row r="3"><c r="A3"><v>13800138000</v></c><c r="B3"><v>12345678901234567890</v></c><c r="C3"><v>1.38E+10</v></c>' +
      '<c r="D3"><v>0.5</v></c><c r="E3" s="1"><v>45366</v></c><c r="F3" s="2"><v>45366.75</v></c><c r="G3" s="3"><v>3</v></c></row>' +
      '<row><c><v>1</v></c><c><v>2</v></c></row>';
    const r = await rows(await book(sheet, { shared, styles }));
    expect(r).toEqual([
      { n: 1, cells: ['共享', '富文本', 'a & b', '', 'TRUE', '#N/A', '共享x'] },
      {
        n: 3,
        cells: ['13800138000', '12345678901234567890', '13800000000', '0.5', '2024-03-15', '2024-03-15 18:00:00', '3'],
      },
      { n: 4, cells: ['1', '2'] },
    ]);
  });

  it('follows the 1904 date system and namespace-prefixed tags', async () => {
    const x = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const sheet = `<x:row ${x} r="1"><x:c r="B1" s="1"><x:v>43904</x:v></x:c></x:row>`;
    const r = await rows(
      await book(sheet, { styles: '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>', date1904: true }),
    );
    expect(r).toEqual([{ n: 1, cells: ['', '2024-03-15'] }]);
  });

  it('a sheet that inflates past its declared size → 130005 解压后内容过大', async () => {
    const buf = await book(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(5000)}</t></is></c></row>`);
    const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    // The last central-directory entry is the sheet: declare 100 bytes for it.
    const cd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), eocd);
    buf.writeUInt32LE(100, cd + 24);
    expect(await refusal(buf)).toEqual(['130005', '导入文件无效: 解压后内容过大']);
  });

  it('damaged compressed data → 130005 压缩包已损坏', async () => {
    const buf = await book('<row r="1"><c r="A1"><v>1</v></c></row>');
    const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const cd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), eocd);
    const local = buf.readUInt32LE(cd + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26);
    buf.fill(0xff, start, start + 8);
    expect(await refusal(buf)).toEqual(['130005', '导入文件无效: 压缩包已损坏']);
  });
});

describe('xlsx writer', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDb();
    await h.migrate();
  });
  afterAll(() => h.close());

  it('a written workbook reads back to the same text, formula cells quoted', async () => {
    const s = { tenantId: 't-reader', appId: '' };
    const data = [
      ['意向<客户>&', 13800138000, true, '=1+1'],
      ['a\r\nb', 1.5, false, null],
      ['ctrl\u0001char', -3, '@x', '+y'],
    ];
    const f = await writeWorkbook(
      h.db,
      s,
      'x.xlsx',
      ['名称', 'n', 'b', 'note'],
      (async function* () {
        yield* data;
      })(),
    );
    const out: string[][] = [];
    for await (const r of sheetRows(chunkSource(h.db, f))) out.push(r.cells);
    expect(out).toEqual([
      ['名称', 'n', 'b', 'note'],
      ['意向<客户>&', '13800138000', 'TRUE', "'=1+1"],
      ['a\r\nb', '1.5', 'FALSE'],
      ['ctrlchar', '-3', "'@x", "'+y"],
    ]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readSheetRows, uploadFile, viewFile } from '@zhiyu/contract/modules/admin/files';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../fixtures/xlsx.ts';
import { call } from '../../helpers/app.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const io = signedIn();

const FIXTURES = path.join(import.meta.dirname, '../../fixtures');
// A 1×1 PNG: the signature and IHDR are what content sniffing reads.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const up = (url: string, body: ReturnType<typeof multipart>) =>
  call<Record<string, unknown>>(io.app, { method: 'POST', url, token: io.token, ...body });

describe('uploads are checked by content, size and count on the server', () => {
  it('an image upload whose bytes are not an image is refused (named .png, typed image/png)', async () => {
    const r = await up(
      `${uploadFile.path}?kind=image`,
      multipart([{ name: 'a.png', type: 'image/png', data: Buffer.from('hello') }]),
    );
    expect([r.body.code, r.body.msg]).toEqual(['130001', '文件格式不匹配: not an image']);
  });
  it('a real PNG is stored and read back byte for byte at its address', async () => {
    const r = await up(`${uploadFile.path}?kind=image`, multipart([{ name: 'x.jpg', type: 'image/jpeg', data: PNG }]));
    expect(r.body.code).toBe('000000');
    expect(r.body.data.mime).toBe('image/png');
    const res = await io.app.inject({ url: String(r.body.data.url) });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
  it('an image over 1 MB is refused: 上传文件不能超过1M', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const r = await up(`${uploadFile.path}?kind=image`, multipart([{ name: 'big.png', data: big }]));
    expect([r.body.code, r.body.msg]).toEqual(['130002', '上传文件不能超过1M']);
  });
  it('"under 1MB": an image of exactly 1 MiB is refused, one byte less is kept', async () => {
    const exactly = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    const r = await up(`${uploadFile.path}?kind=image`, multipart([{ name: 'edge.png', data: exactly }]));
    expect([r.body.code, r.body.msg]).toEqual(['130002', '上传文件不能超过1M']);
    const under = exactly.subarray(0, exactly.length - 1);
    const ok = await up(`${uploadFile.path}?kind=image`, multipart([{ name: 'under.png', data: under }]));
    expect(ok.body.code).toBe('000000');
  });
  it('more files than the limit (1) are refused', async () => {
    const r = await up(
      uploadFile.path,
      multipart([
        { name: 'a.png', data: PNG },
        { name: 'b.png', data: PNG },
      ]),
    );
    expect([r.body.code, r.body.msg]).toEqual(['130003', '文件数量超出1条限制，请删除后再上传！']);
  });
  it('no file: 请上传文件', async () => {
    const r = await call(io.app, { method: 'POST', url: uploadFile.path, token: io.token, payload: {} });
    expect([r.body.code, r.body.msg]).toEqual(['130004', '请上传文件']);
  });
  it('an unknown id reads nothing', async () => {
    const r = await io.app.inject({ url: `${viewFile.path}?id=nope` });
    expect(r.json().code).toBe('100002');
  });
});

describe('first sheet of an uploaded spreadsheet → rows', () => {
  it('reads a LibreOffice-written .xlsx: Chinese text, exact phone and id digits, dates', async () => {
    const data = readFileSync(path.join(FIXTURES, 'people-libreoffice.xlsx'));
    const r = await call<{ rows: string[][] }>(io.app, {
      method: 'POST',
      url: readSheetRows.path,
      token: io.token,
      ...multipart([{ name: 'people.xlsx', data }]),
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const rows = r.body.data.rows;
    expect(rows[0]).toEqual(['姓名', '手机号', '身份证号', '登记日期', '备注']);
    expect(rows[1]).toEqual(['张三', '13800138000', '440106199001011234', '2024-03-15', '意向客户']);
    expect(rows[2]).toEqual(['李四', '13912345678', '11010519491231002X', '2023-12-01', '含逗号,的备注']);
    expect(rows[3].slice(0, 4)).toEqual(['王五', '13700001111', '310101200001010011', '2025-01-31']);
  });
  it('a renamed text file is refused by content', async () => {
    const r = await up(readSheetRows.path, multipart([{ name: 'x.xlsx', data: Buffer.from('a,b\n1,2\n') }]));
    expect(r.body.code).toBe('130001');
  });
});

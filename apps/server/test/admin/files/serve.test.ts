import { deflateSync } from 'node:zlib';
import { uploadFile, viewFile } from '@zhiyu/contract/modules/admin/files';
import { exportTags, exportTagsStatus } from '@zhiyu/contract/modules/aicall/tag-io';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/platform/access/tokens.ts';
import { storedFiles } from '../../../src/platform/files/table.ts';
import { multipart } from '../../fixtures/xlsx.ts';
import { call } from '../../helpers/app.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const io = signedIn();

const CSP = "default-src 'none'; sandbox";

/** CRC-32 of PNG chunks (the polynomial of zlib and PNG). */
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A valid PNG of w × h opaque red pixels, built here: signature, IHDR, IDAT, IEND. */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: h }, () => Buffer.from([0, ...Array(w).fill([255, 0, 0]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = png(3, 2);
const SVG_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>fetch("/x?"+localStorage.token)</script></svg>',
);
const SVG_PROLOG = Buffer.from(
  '\ufeff<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg [ <!ENTITY a "<b>"> ]>\n' +
    '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><script>alert(1)</script></svg:svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

const upload = (kind: 'file' | 'image', file: { name: string; type: string; data: Buffer }) =>
  call<{ id: string; mime: string; url: string }>(io.app, {
    method: 'POST',
    url: `${uploadFile.path}?kind=${kind}`,
    token: io.token,
    ...multipart([file]),
  });
const view = (id: string) => io.app.inject({ url: `${viewFile.path}?id=${id}` });
const fileCount = async () => (await io.db.select({ id: storedFiles.id }).from(storedFiles)).length;

/** Writes a stored file straight into the tables, as a row from before content typing could be. */
async function storeRaw(name: string, mime: string, data: Buffer) {
  const id = newId();
  await io.db.insert(storedFiles).values({ id, tenantId: 'legacy', appId: '', name, mime, size: data.length });
  await io.db.execute(
    sql`INSERT INTO file_chunks (file_id, seq, data) VALUES (${id}, 0, decode(${data.toString('hex')}, 'hex'))`,
  );
  return id;
}

/** A response that cannot run script on the console's origin: a sandboxed, typed download. */
function expectSafeDownload(res: Awaited<ReturnType<typeof view>>, body: Buffer) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment/);
  expect(String(res.headers['content-type'])).not.toMatch(/html|xml|svg|^image\//);
  expect(res.headers['content-security-policy']).toBe(CSP);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.rawPayload.equals(body)).toBe(true);
}

describe('SVG is refused on upload', () => {
  it.each([
    ['with script, declared image/svg+xml', 'x.svg', 'image/svg+xml', SVG_SCRIPT],
    ['behind a BOM, prolog, comment and DOCTYPE, prefixed, declared image/png', 'x.png', 'image/png', SVG_PROLOG],
  ])('an SVG %s: 130001 and nothing stored', async (_, name, type, data) => {
    const before = await fileCount();
    const r = await upload('file', { name, type, data });
    expect([r.body.code, r.body.msg]).toEqual(['130001', '文件格式不匹配: 不支持 SVG 文件']);
    expect(await fileCount()).toBe(before);
  });
});

describe('the stored and served type comes from the content only', () => {
  it('HTML declared as image/png is stored as text and served as a sandboxed attachment', async () => {
    const r = await upload('file', { name: 'cat.png', type: 'image/png', data: HTML });
    expect(r.body.code).toBe('000000');
    expect(r.body.data.mime).toBe('text/plain');
    const [row] = await io.db.select().from(storedFiles).where(eq(storedFiles.id, r.body.data.id));
    expect(row.mime).toBe('text/plain');
    const res = await view(r.body.data.id);
    expectSafeDownload(res, HTML);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''cat.png");
  });

  it('binary without a known signature is stored as application/octet-stream, whatever was declared', async () => {
    const data = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x10]);
    const r = await upload('file', { name: 'a.html', type: 'text/html', data });
    expect(r.body.data.mime).toBe('application/octet-stream');
    expectSafeDownload(await view(r.body.data.id), data);
  });

  it.each([
    ['text/html', 'page.html', HTML],
    ['image/svg+xml', 'logo.svg', SVG_SCRIPT],
    ['image/svg+xml', 'logo2.svg', SVG_PROLOG],
    ['image/png', 'fake.png', HTML],
  ])('a row stored as %s (%s) is served as a sandboxed attachment, typed by its bytes', async (mime, name, data) => {
    const id = await storeRaw(name, mime, data);
    expectSafeDownload(await view(id), data);
  });

  it('a real PNG still serves inline as image/png, with the CSP and nosniff', async () => {
    for (const kind of ['image', 'file'] as const) {
      const r = await upload(kind, { name: 'x.txt', type: 'text/html', data: PNG });
      expect(r.body.code).toBe('000000');
      expect(r.body.data.mime).toBe('image/png');
      const res = await view(r.body.data.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('a legacy row whose bytes are a PNG is served inline as image/png, whatever the row says', async () => {
    const id = await storeRaw('a.bin', 'application/octet-stream', PNG);
    const res = await view(id);
    expect([res.headers['content-type'], res.headers['content-disposition']]).toEqual(['image/png', 'inline']);
    expect(res.headers['content-security-policy']).toBe(CSP);
  });
});

describe('every stored-file download carries the sandbox', () => {
  it('an export download: attachment, CSP and nosniff', async () => {
    const r = await call<{ jobId: string }>(io.app, {
      method: 'POST',
      url: exportTags.path,
      token: io.token,
      payload: { filter: {} },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    for (let i = 0; i < 200; i++) {
      const s = await call<{ status: boolean; files: { url: string }[] }>(io.app, {
        url: `${exportTagsStatus.path}?jobId=${r.body.data.jobId}`,
        token: io.token,
      });
      if (s.body.data.status) {
        const res = await io.app.inject({ url: s.body.data.files[0].url, headers: { authorization: io.token } });
        expect(res.headers['content-type']).toContain('spreadsheetml');
        expect(res.headers['content-disposition']).toMatch(/^attachment/);
        expect(res.headers['content-security-policy']).toBe(CSP);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        return;
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('export did not finish');
  });
});

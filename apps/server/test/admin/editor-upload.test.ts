import { EDITOR_FILE_PREFIX, uploadEditorFile, uploadEditorFileStatus } from '@zhiyu/contract/modules/editor/upload';
import { saveTextChannelWelcome } from '@zhiyu/contract/modules/lookups/text-channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

let t: TestApp;
let tenant: string;
let tenant2: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tenant = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  tenant2 = (await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2)).authorization;
});
afterAll(() => t.close());

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with the fields in the given order (requirements §7: file and type). */
function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----zhiyu-editor-test';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${type}\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (type: string, file: Buffer, filename = 'a.png', token = tenant) =>
  call<{ uuid: string }>(t.app, {
    method: 'POST',
    url: uploadEditorFile.path,
    token,
    ...multipart([
      { name: 'type', value: type },
      { name: 'file', value: file, filename },
    ]),
  });
const status = (uuid: string, token = tenant) =>
  call<{ uuid: string; status: number; message: string; prefix: string }>(t.app, {
    method: 'GET',
    url: `${uploadEditorFileStatus.path}?uuid=${uuid}`,
    token,
  });

async function settled(uuid: string) {
  for (let i = 0; i < 100; i++) {
    const r = await status(uuid);
    if (r.body.data.status !== 0) return r.body.data;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('still processing');
}

describe('rich editor upload and polling', () => {
  it('an image upload answers a uuid, polls to status 1, and prefix + message serves the image', async () => {
    const r = await upload('1', PNG);
    expect(r.body.code).toBe('000000');
    const first = await status(r.body.data.uuid);
    expect([0, 1]).toContain(first.body.data.status);
    const done = await settled(r.body.data.uuid);
    expect(done).toEqual(expect.objectContaining({ status: 1, prefix: EDITOR_FILE_PREFIX }));
    expect(done.message).toMatch(/^[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: `${done.prefix}${done.message}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
  });

  it('a text file named .png polls to status 2 "not an image" and is never served', async () => {
    const r = await upload('1', Buffer.from('<script>alert(1)</script>'), 'evil.png');
    const done = await settled(r.body.data.uuid);
    expect(done).toEqual(expect.objectContaining({ status: 2, message: 'not an image', prefix: '' }));
  });

  it('an image sent as a video is rejected as "not a video"', async () => {
    const r = await upload('2', PNG, 'a.mp4');
    expect((await settled(r.body.data.uuid)).message).toBe('not a video');
  });

  it('bad input: unknown type → 100001 naming type; no file → 请上传文件; JSON body → 请上传文件; nothing stored', async () => {
    const before = await dbDigest(t.db);
    const bad = await upload('3', PNG);
    expect([bad.body.code, bad.body.msg.includes('type')]).toEqual(['100001', true]);
    const noFile = await call(t.app, {
      method: 'POST',
      url: uploadEditorFile.path,
      token: tenant,
      ...multipart([{ name: 'type', value: '1' }]),
    });
    expect([noFile.body.code, noFile.body.msg]).toEqual(['130004', '请上传文件']);
    const json = await call(t.app, { method: 'POST', url: uploadEditorFile.path, token: tenant, payload: {} });
    expect(json.body.code).toBe('130004');
    expect((await status('not-a-uuid')).body.code).toBe('100001');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('an image over 5 MB is refused with the size message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const r = await upload('1', big);
    expect([r.body.code, r.body.msg]).toEqual(['130002', '上传文件不能超过5M']);
  });

  it("another tenant cannot poll someone else's upload", async () => {
    const r = await upload('1', PNG);
    expect((await status(r.body.data.uuid, tenant2)).body.code).toBe('100002');
  });

  it('stores rich text sanitised: the welcome message keeps formatting and drops scripts', async () => {
    const html =
      '<p><strong>您好</strong><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a></p><script>1</script>';
    const r = await call<{ html: string }>(t.app, {
      method: 'POST',
      url: saveTextChannelWelcome.path,
      token: tenant,
      payload: { channelId: 'tch-2001-web', html },
    });
    expect(r.body.data.html).toBe(
      '<p><strong>您好</strong><img src="x" /><a target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    const back = await call<{ html: string }>(t.app, {
      method: 'GET',
      url: `${saveTextChannelWelcome.path}?channelId=tch-2001-web`,
      token: tenant,
    });
    expect(back.body.data.html).toBe(r.body.data.html);
    const tooLong = await call(t.app, {
      method: 'POST',
      url: saveTextChannelWelcome.path,
      token: tenant,
      payload: { channelId: 'tch-2001-web', html: 'x'.repeat(20_001) },
    });
    expect([tooLong.body.code, tooLong.body.msg.includes('html')]).toEqual(['100001', true]);
  });
});

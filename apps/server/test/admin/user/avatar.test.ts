import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSession as sessionEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { uploadFile } from '@zhiyu/contract/modules/admin/files';
import { updateUser } from '@zhiyu/contract/modules/admin/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../fixtures/xlsx.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

let t: TestApp;
let token: string;
let token3: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  token = (await tokenFor(t.app, 'agent', PASSWORDS.agent)).authorization;
  token3 = (await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
});
afterAll(() => t.close());

// A 1×1 PNG; padding after IEND keeps it an image by content while making it larger.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const FIXTURES = path.join(import.meta.dirname, '../../fixtures');

async function upload(data: Buffer, name: string, kind: 'image' | 'file', tk = token): Promise<string> {
  const r = await call<{ url: string }>(t.app, {
    method: 'POST',
    url: `${uploadFile.path}?kind=${kind}`,
    token: tk,
    ...multipart([{ name, data }]),
  });
  expect(r.body.code).toBe('000000');
  return r.body.data.url;
}
const setAvatar = (avatar: unknown, tk = token) =>
  call<{ avatar: string | null }>(t.app, {
    method: 'POST',
    url: updateUser.path,
    token: tk,
    payload: { avatar },
  });
const avatarNow = async () =>
  (await call<{ userInfo: { avatar: string | null } }>(t.app, { url: sessionEndpoint.path, token })).body.data.userInfo
    .avatar;

describe('avatar on My settings (requirements §5 image upload, 64 KB)', () => {
  it('an uploaded image of 64 KB or less becomes the avatar, and can be removed', async () => {
    const url = await upload(PNG, 'me.png', 'image');
    const r = await setAvatar(url);
    expect([r.body.code, r.body.data.avatar]).toEqual(['000000', url]);
    expect(await avatarNow()).toBe(url);
    expect((await setAvatar(null)).body.data.avatar).toBeNull();
  });

  it('over 64 KB is refused by the server too, and nothing changes', async () => {
    const url = await upload(Buffer.concat([PNG, Buffer.alloc(64 * 1024)]), 'big.png', 'image');
    const r = await setAvatar(url);
    expect([r.body.code, r.body.msg]).toEqual(['100001', '参数错误: 头像图片大小不能超过64KB']);
    expect(await avatarNow()).toBeNull();
  });

  it('a file that is not an image is refused', async () => {
    const xlsx = readFileSync(path.join(FIXTURES, 'people-libreoffice.xlsx'));
    const url = await upload(xlsx, 'people.xlsx', 'file');
    expect((await setAvatar(url)).body.code).toBe('130001');
    expect(await avatarNow()).toBeNull();
  });

  it("another tenant's file and outside addresses are refused", async () => {
    const foreign = await upload(PNG, 'theirs.png', 'image', token3);
    expect((await setAvatar(foreign)).body.code).toBe('100002');
    expect((await setAvatar('https://evil.example/a.png')).body.code).toBe('100001');
    expect((await setAvatar('javascript:alert(1)')).body.code).toBe('100001');
    expect(await avatarNow()).toBeNull();
  });
});

import { viewFile } from '@zhiyu/contract/modules/admin/files';
import { getOem, listOem, updateOem, uploadOemImage } from '@zhiyu/contract/modules/admin/oem';
import { getLoginPageConfig } from '@zhiyu/contract/modules/admin/public';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/platform/audit/table.ts';
import { storedFiles } from '../../src/platform/files/table.ts';
import { channels } from '../../src/platform/tenancy/table.ts';
import { multipart } from '../fixtures/xlsx.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const u of ['admin', 'channel', 'tenant']) tok[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
});
afterAll(() => t.close());

// A 1×1 PNG; padding after IEND keeps it an image by content while making it larger.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const upload = (channelId: string, name: string, data: Buffer, who = 'channel') =>
  call<{ url: string; id: string }>(t.app, {
    method: 'POST',
    url: `${uploadOemImage.path}?channelId=${channelId}`,
    token: tok[who],
    ...multipart([{ name, data }]),
  });
const save = (body: Record<string, unknown>, who = 'channel') =>
  call<Record<string, unknown>>(t.app, { method: 'POST', url: updateOem.path, token: tok[who], payload: body });
const loginPage = (q: string, headers: Record<string, string> = {}) =>
  call<{ channelId: string | null; oem: Record<string, unknown> }>(t.app, {
    url: `${getLoginPageConfig.path}${q}`,
    headers,
  });
const base = { title: '星河智能客服平台', titleEn: 'Xinghe AI Service', copyright: '© 2026 星河科技' };

describe('OEM branding: scope', () => {
  it('a channel admin lists only their own channel; the operator every channel', async () => {
    const mine = await call<{ list: { channelId: string }[] }>(t.app, {
      url: listOem.path,
      token: tok.channel,
    });
    expect(mine.body.data.list.map((r) => r.channelId)).toEqual(['1001']);
    const all = await call<{ list: { channelId: string }[] }>(t.app, { url: listOem.path, token: tok.admin });
    expect(all.body.data.list.map((r) => r.channelId)).toEqual(expect.arrayContaining(['1001', '1002']));
  });

  it("a channel admin cannot read, upload for or change another channel's OEM (140008), nothing changes", async () => {
    const before = await dbDigest(t.db);
    const get = await call(t.app, { url: `${getOem.path}?channelId=1002`, token: tok.channel });
    expect([get.status, get.body.code]).toEqual([403, '140008']);
    const up = await upload('1002', 'logo.png', PNG);
    expect(up.body.code).toBe('140008');
    const r = await save({ channelId: '1002', abbreviation: '夺取' });
    expect([r.status, r.body.code]).toEqual([403, '140008']);
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('a tenant admin holds no OEM permission: every OEM call is refused and changes nothing', async () => {
    const before = await dbDigest(t.db);
    const list = await call(t.app, { url: listOem.path, token: tok.tenant });
    const r = await save({ channelId: '1001', abbreviation: '夺取' }, 'tenant');
    const up = await upload('1001', 'logo.png', PNG, 'tenant');
    expect([list.body.code, r.body.code, up.body.code]).toEqual(['100403', '100403', '100403']);
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('an unknown channel is 100002 for the operator', async () => {
    const r = await save({ channelId: 'nope', abbreviation: 'x' }, 'admin');
    expect(r.body.code).toBe('100002');
  });
});

describe('OEM branding: images (requirements §5, re-checked by the server)', () => {
  it('refuses a non-image, a wrong extension and more than 64 KB, storing nothing', async () => {
    const before = await dbDigest(t.db);
    const txt = await upload('1001', 'logo.png', Buffer.from('hello, not an image'));
    expect([txt.body.code, txt.body.msg]).toEqual(['130001', '文件格式不匹配: not an image']);
    const ext = await upload('1001', 'logo.tiff', PNG);
    expect([ext.body.code, ext.body.msg]).toEqual(['130001', '文件格式不匹配: 图片格式不匹配']);
    const big = await upload('1001', 'logo.png', Buffer.concat([PNG, Buffer.alloc(64 * 1024)]));
    expect([big.body.code, big.body.msg]).toEqual(['100001', '参数错误: 头像图片大小不能超过64KB']);
    const bigEn = multipart([{ name: 'logo.png', data: Buffer.concat([PNG, Buffer.alloc(64 * 1024)]) }]);
    const en = await call(t.app, {
      method: 'POST',
      url: `${uploadOemImage.path}?channelId=1001`,
      token: tok.channel,
      ...bigEn,
      headers: { ...bigEn.headers, 'accept-language': 'en-US' },
    });
    expect(en.body.msg).toBe('Invalid request: avatar image size must not exceed 64KB');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('refuses to save an image that is not an uploaded image of this channel of at most 64 KB', async () => {
    // Stored files of the channel's scope that did not come through the checked upload.
    await t.db.insert(storedFiles).values([
      { id: 'f-big', tenantId: 'channel:1001', name: 'big.png', mime: 'image/png', size: 70 * 1024 },
      { id: 'f-txt', tenantId: 'channel:1001', name: 'a.png', mime: 'text/plain', size: 10 },
      { id: 'f-other', tenantId: 'channel:1002', name: 'o.png', mime: 'image/png', size: 10 },
      { id: 'f-gif', tenantId: 'channel:1001', name: 'a.svg', mime: 'image/png', size: 10 },
    ]);
    const before = await dbDigest(t.db);
    const view = (id: string) => `${viewFile.path}?id=${id}`;
    const cases: [string, string, string][] = [
      [view('f-big'), '100001', '参数错误: 头像图片大小不能超过64KB'],
      [view('f-txt'), '130001', '文件格式不匹配: not an image'],
      [view('f-other'), '100001', '参数错误: 图片不存在，请重新上传'],
      [view('f-gif'), '130001', '文件格式不匹配: 图片格式不匹配'],
      ['https://evil.example/logo.png', '100001', '参数错误: 图片不存在，请重新上传'],
    ];
    for (const [logo, code, msg] of cases) {
      const r = await save({ ...base, channelId: '1001', abbreviation: '星河', logo });
      expect([r.body.code, r.body.msg], logo).toEqual([code, msg]);
      const f = await save({ ...base, channelId: '1001', abbreviation: '星河', favicon: logo });
      expect(f.body.code, logo).toBe(code);
    }
    expect(await dbDigest(t.db)).toEqual(before);
  });
});

describe('OEM branding: saving reaches the login page and the layout', () => {
  it('a saved abbreviation and logo are what getLoginPageConfig answers, by channelId and by host; audited', async () => {
    const up = await upload('1001', 'new-logo.png', PNG);
    expect(up.body.code).toBe('000000');
    const fav = await upload('1001', 'fav.png', PNG);
    const r = await save({
      ...base,
      channelId: '1001',
      abbreviation: '新星河',
      logo: up.body.data.url,
      favicon: fav.body.data.url,
    });
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({ abbreviation: '新星河', logo: up.body.data.url, favicon: fav.body.data.url });

    const byId = await loginPage('?channelId=1001');
    expect(byId.body.data.oem).toMatchObject({
      abbreviation: '新星河',
      logo: up.body.data.url,
      favicon: fav.body.data.url,
    });
    const byHost = await loginPage('', { host: 'xinghe.localhost:8080' });
    expect(byHost.body.data).toMatchObject({
      channelId: '1001',
      oem: { abbreviation: '新星河', logo: up.body.data.url },
    });
    // Another channel keeps the platform brand.
    expect((await loginPage('?channelId=1002')).body.data.oem.abbreviation).toBe('知语');
    // The logo is readable by the login page (no session).
    const img = await t.app.inject({ url: up.body.data.url });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/png']);

    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'oem'), eq(auditLogs.entityId, '1001')));
    expect(row).toMatchObject({ action: 'update', actorName: 'channel', channelId: '1001' });
    const before = row.before as Record<string, string>;
    const after = row.after as Record<string, string>;
    expect(after).toMatchObject({ abbreviation: '新星河', logo: up.body.data.url, favicon: fav.body.data.url });
    expect(before.abbreviation).toBe('星河');
    // The seeded inline logo is recorded as a reference, never its bytes.
    expect(before.logo).toMatch(/^data:image\/svg\+xml;base64,…\(\d+ chars\)$/);
    expect(JSON.stringify(row)).not.toContain('PHN2Zy');
  });

  it('the saved image may stay as it is on the next save; an emptied title falls back to the platform brand', async () => {
    const cur = await call<{ logo: string }>(t.app, { url: `${getOem.path}?channelId=1001`, token: tok.channel });
    const r = await save({ ...base, title: '', channelId: '1001', abbreviation: '新星河', logo: cur.body.data.logo });
    expect(r.body.code).toBe('000000');
    const page = await loginPage('?channelId=1001');
    expect(page.body.data.oem).toMatchObject({
      title: '知语智能对话平台',
      abbreviation: '新星河',
      logo: cur.body.data.logo,
    });
  });

  it('the operator may brand any channel, and the stored OEM keeps fields it does not edit', async () => {
    await t.db
      .update(channels)
      .set({ oem: { agreementService: '自定义协议' } })
      .where(eq(channels.id, '1002'));
    const r = await save({ channelId: '1002', abbreviation: '乙', title: '渠道乙平台' }, 'admin');
    expect(r.body.code).toBe('000000');
    const page = await loginPage('?channelId=1002');
    expect(page.body.data.oem).toMatchObject({ title: '渠道乙平台', abbreviation: '乙', logo: null });
    expect((page.body.data as unknown as { agreement: { service: string } }).agreement.service).toBe('自定义协议');
  });
});

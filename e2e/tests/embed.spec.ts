import { expect, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

// The frame screen embeds the console's own /iframe/bot/bot-list, served by the app itself.
const FRAME_PAGE = '/aitrain/demo?url=/iframe/bot/bot-list';

test('the frame screen loads until the SDK token arrives, then embeds with appid, nick and token', async ({ page }) => {
  await uiLogin(page, 'tenant');
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/ai-admin/auth/sdk-token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(FRAME_PAGE);
  await expect(page.getByTestId('frame-loading')).toBeVisible();
  await expect(page.getByTestId('embed-frame')).toHaveCount(0);
  release();
  const frame = page.getByTestId('embed-frame');
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.pathname).toBe('/iframe/bot/bot-list');
  expect(src.searchParams.get('appid')).toBeTruthy();
  expect(src.searchParams.get('nick')).not.toBeNull();
  const token = src.searchParams.get('token') ?? '';
  expect(token).toBe(await page.evaluate(() => localStorage.getItem('sdkToken')));
  expect(Number(await page.evaluate(() => localStorage.getItem('sdklastTime')))).toBeGreaterThan(Date.now());
});

test('the SDK token is renewed 10 minutes before expiry and posted to the frame', async ({ page }) => {
  await page.clock.install();
  await uiLogin(page, 'tenant');
  // A static probe page: a console page would take the frame's token as its own credential.
  await page.goto('/aitrain/demo?url=/embed-probe.html');
  const first = new URL((await page.getByTestId('embed-frame').getAttribute('src')) ?? '').searchParams.get('token');
  const probe = page.frameLocator('[data-testid=embed-frame]');
  await expect(probe.locator('#query')).toContainText('token=');
  const renewed = page.waitForResponse('**/ai-admin/auth/sdk-token');
  // Default SDK_TOKEN_TTL is 3600 s: the renewal falls due at 50 minutes.
  await page.clock.fastForward('50:01');
  expect((await (await renewed).json()).code).toBe('000000');
  await expect(probe.locator('#messages')).toContainText('zhiyu:sdkToken');
  const got = JSON.parse((await probe.locator('#messages').textContent()) ?? '[]') as { token: string }[];
  expect(got).toHaveLength(1);
  expect(got[0].token).not.toBe(first);
  expect(got[0].token).toBe(await page.evaluate(() => localStorage.getItem('sdkToken')));
  // The frame was not reloaded: it still carries the token it was opened with.
  expect(new URL((await page.getByTestId('embed-frame').getAttribute('src')) ?? '').searchParams.get('token')).toBe(
    first,
  );
});

test('a frame address on a foreign host is refused', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aitrain/demo?url=https://example.com/steal');
  await expect(page.getByText('不允许嵌入该地址')).toBeVisible();
  await expect(page.getByTestId('embed-frame')).toHaveCount(0);
});

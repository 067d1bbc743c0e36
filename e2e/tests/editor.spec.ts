import { expect, test } from '@playwright/test';
import { XSS_CORPUS } from '../../apps/server/test/fixtures/sanitize-corpus.ts';
import { apiLogin, uiLogin } from './helpers.ts';

const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('the XSS corpus, stored as rich text, renders in the console without any script running', async ({
  page,
  request,
}) => {
  const { authorization } = await apiLogin(request, 'tenant');
  const stored: string[] = [];
  for (const html of XSS_CORPUS) {
    const r = await request.post('/newaitext/aitext-scene/channel/welcome', {
      headers: { authorization },
      data: { channelId: 'tch-2001-test', html },
    });
    const body = await r.json();
    expect(body.code, html).toBe('000000');
    const back = await (
      await request.get('/newaitext/aitext-scene/channel/welcome?channelId=tch-2001-test', {
        headers: { authorization },
      })
    ).json();
    stored.push(back.data.html);
  }
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await uiLogin(page, 'tenant');
  // Rendered as the console renders stored rich text (RichHtml: the stored HTML as markup).
  await page.evaluate((htmls) => {
    const box = document.createElement('div');
    box.id = 'xss-box';
    box.innerHTML = htmls.join('\n');
    document.body.append(box);
  }, stored);
  const box = page.locator('#xss-box');
  for (const a of await box.locator('a').all()) await a.click({ modifiers: ['Control'] }).catch(() => {});
  await box.locator('p').first().hover();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await box.locator('script, iframe, svg, object, embed, form, input').count()).toBe(0);
});

test('an editor image upload is polled to done and the inserted address shows the image', async ({ page }) => {
  await uiLogin(page, 'tenant');
  const src = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const headers = { authorization: localStorage.getItem('authorization')?.replaceAll('"', '') ?? '' };
    const form = new FormData();
    form.append('type', '1');
    form.append('file', new File([bytes], 'pixel.png', { type: 'image/png' }));
    const up = await (await fetch('/ai-admin/editor/upload', { method: 'POST', body: form, headers })).json();
    for (let i = 0; i < 50; i++) {
      const s = await (await fetch(`/ai-admin/editor/upload/status?uuid=${up.data.uuid}`, { headers })).json();
      if (s.data.status === 1) return `${s.data.prefix}${s.data.message}`;
      if (s.data.status === 2) throw new Error(s.data.message);
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('still processing');
  }, PNG_B64);
  expect(src).toMatch(/^\/ai-admin\/public\/editor-file\/[0-9a-f-]{36}\.png$/);
  const width = await page.evaluate(
    (s) =>
      new Promise<number>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => reject(new Error('image did not load'));
        img.src = s;
      }),
    src,
  );
  expect(width).toBe(1);
});

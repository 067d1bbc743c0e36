import { expect, type Page, test } from '@playwright/test';
import { replaceDialogSettled, uiLogin } from './helpers.ts';

// The requirements write these messages in English: an English browser shows them exactly (requirements §5).
test.use({ locale: 'en-US' });

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const pick = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.locator('#profile input[type=file]').setInputFiles({ name, mimeType, buffer });

test('avatar upload: each refusal shows its message, one image only, and the avatar is kept', async ({ page }) => {
  await uiLogin(page, 'agent');
  await page.goto('/index/user/setting');
  await expect(page.locator('#profile input[type=file]')).toBeAttached();

  await pick(page, 'notes.txt', 'text/plain', Buffer.from('hello'));
  await expect(toast(page, 'not an image')).toHaveCount(1);
  await pick(page, 'scan.tiff', 'image/tiff', PNG);
  await expect(toast(page, 'image format mismatch')).toHaveCount(1);
  await pick(page, 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]));
  await expect(toast(page, 'avatar image size must not exceed 64KB')).toHaveCount(1);
  // Nothing was taken: the picker is still empty.
  await expect(page.locator('#profile .ant-upload-list-item')).toHaveCount(0);

  await pick(page, 'me.png', 'image/png', PNG);
  // A replaced image lingers hidden while antd animates it out: only the visible one counts.
  const img = page.locator('#profile .ant-upload-list-item img:visible');
  await expect(img).toHaveAttribute('src', /files\/view\?id=/);
  const first = (await img.getAttribute('src')) ?? '';
  // A second image asks in a dialog to delete the first: keeping it changes nothing…
  const dialog = page.locator('.zy-image-replace');
  await pick(page, 'second.png', 'image/png', PNG);
  await expect(dialog).toContainText('delete the uploaded image first');
  await replaceDialogSettled(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(img).toHaveAttribute('src', first);
  // …confirming replaces it.
  await pick(page, 'second.png', 'image/png', PNG);
  await expect(dialog).toBeVisible();
  await replaceDialogSettled(page);
  await dialog.getByRole('button', { name: 'Delete and replace' }).click();
  // The first image leaves (antd animates it out; slow on a busy machine) and the new one stays.
  await expect(page.locator(`#profile .ant-upload-list-item img[src="${first}"]`)).toHaveCount(0, { timeout: 20_000 });
  await expect(img).toHaveAttribute('src', /files\/view\?id=/);

  await page.locator('form#profile button[type=submit]').click();
  // Reload once the save is confirmed, as a user would: a reload at once can cancel the request.
  await expect(toast(page, 'Operation succeeded')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('#profile .ant-upload-list-item img')).toHaveAttribute('src', /files\/view\?id=/);
});

import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';
import { modal, opened, row, rows, toast } from './ui.helpers.ts';

/**
 * /aihelper/accessChannel as the demo tenant admin (tenant 2001 holds the aihelper module): a channel
 * made with its key shown once (and that key signing the ingest API), the row with the key's last
 * four characters, the key regenerated (the old one refused at once), the name edited, the channel
 * deleted. Names are of this run only; only this run's rows are looked at.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const NAME = `e2e接入${stamp}`;
const RENAMED = `e2e接入改${stamp}`;
const INGEST = '/aihelper-api/ingest/events';

/**
 * Calls the ingest API signed as the channel with `key` (contract aihelper/ingest), with a batch that
 * holds no event: a good signature gets past the check and the batch is refused as empty (nothing is
 * written); a bad one is refused as unsigned (190003).
 */
async function signedCode(request: APIRequestContext, channelId: string, key: string): Promise<string> {
  const body = JSON.stringify({ events: [] });
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = createHmac('sha256', key).update(`${ts}.${body}`).digest('hex');
  const res = await request.post(INGEST, {
    headers: {
      'content-type': 'application/json',
      'x-zhiyu-channel': channelId,
      'x-zhiyu-timestamp': ts,
      'x-zhiyu-signature': `sha256=${sig}`,
    },
    data: body,
  });
  return (await res.json()).code;
}

/** The key dialog: its warning, the channel id and the key; returns both. */
async function shownKey(page: Page) {
  const dialog = page.getByTestId('channel-key-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('密钥只显示这一次，请妥善保存');
  await expect(dialog.getByTestId('channel-key-signing')).toContainText('X-Zhiyu-Signature');
  const key = ((await dialog.getByTestId('channel-key-value').textContent()) ?? '').trim();
  const id = ((await dialog.getByTestId('channel-key-id').textContent()) ?? '').trim();
  expect(key).toMatch(/^zk_[\w-]{40,}$/);
  expect(id).not.toBe('');
  await expect(dialog.getByTestId('channel-key-signing')).toContainText(`X-Zhiyu-Channel：渠道 ID（${id}）`);
  return { key, id };
}

/** Closes the key dialog; the key is then nowhere on the page. */
async function closeKey(page: Page, key: string) {
  await page.getByTestId('channel-key-close').click();
  await expect(page.getByTestId('channel-key-modal')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
}

test('an access channel: its key shown once and signing, regenerated, renamed, deleted', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await uiLogin(page, 'tenant');
  await page.goto('/aihelper/accessChannel');
  await expect(page.getByTestId('page-title')).toHaveText('接入渠道');
  await expect(page.getByTestId('search-form')).toBeVisible();

  // Create: the form asks for the name and the type, then the key is shown once.
  await page.getByTestId('channel-add').click();
  const form = await opened(page);
  await form.locator('#edit_name').fill(NAME);
  await form.getByLabel('在线客服').check();
  await form.locator('.ant-modal-footer .ant-btn-primary').click();
  await toast(page, '操作成功');
  const first = await shownKey(page);
  // The key dialog is named after the channel (the create dialog may still be closing behind it).
  await expect(page.getByRole('dialog', { name: `渠道「${NAME}」的密钥` })).toBeVisible();
  // The copy button puts the key on the clipboard.
  await page.getByTestId('channel-key-value').getByRole('button').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first.key);
  // The key signs for the channel: the empty batch passes the signature and is refused as a batch.
  expect(await signedCode(request, first.id, first.key)).not.toBe('190003');
  expect(await signedCode(request, first.id, `${first.key}x`)).toBe('190003');
  await closeKey(page, first.key);

  // Searched by name and type: another type finds nothing, its own finds the row.
  const search = async () => page.getByTestId('search-form').locator('button[type=submit]').click();
  await page.locator('#search_name').fill(NAME);
  await choose(page, '#search_kind', '电话/CTI');
  await search();
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await choose(page, '#search_kind', '在线客服');
  await search();
  await expect(rows(page)).toHaveCount(1);
  // The row: its type, the key's last four characters, no conversation yet.
  const mine = row(page, NAME);
  await expect(mine.locator('.ant-tag')).toHaveText('在线客服');
  await expect(mine.getByTestId('channel-key-hint')).toHaveText(`••••${first.key.slice(-4)}`);
  await expect(mine).toContainText('暂无');
  await expect(mine).toContainText('tenant');

  // Regenerate, after a warning: a new key shown once; the old key stops signing at once.
  await mine.getByTestId('channel-regenerate').click();
  await confirmPop(page, '旧密钥立即失效');
  const second = await shownKey(page);
  expect(second.id).toBe(first.id);
  expect(second.key).not.toBe(first.key);
  expect(await signedCode(request, first.id, first.key)).toBe('190003');
  expect(await signedCode(request, second.id, second.key)).not.toBe('190003');
  await closeKey(page, second.key);
  await expect(mine.getByTestId('channel-key-hint')).toHaveText(`••••${second.key.slice(-4)}`);

  // Edit the name: the type is kept.
  await mine.getByTestId('channel-edit').click();
  const edit = await opened(page);
  await expect(edit.locator('#edit_name')).toHaveValue(NAME);
  await edit.locator('#edit_name').fill(RENAMED);
  await edit.locator('.ant-modal-footer .ant-btn-primary').click();
  await toast(page, '操作成功');
  await expect(modal(page)).toHaveCount(0);
  await page.locator('#search_name').fill(RENAMED);
  await search();
  const renamed = row(page, RENAMED);
  await expect(renamed.locator('.ant-tag')).toHaveText('在线客服');
  // An edit shows no key.
  await expect(page.getByTestId('channel-key-modal')).toHaveCount(0);

  // Delete, after confirming: the row is gone and the key no longer signs.
  await renamed.getByTestId('channel-delete').click();
  await confirmPop(page, `确定删除渠道「${RENAMED}」吗？`);
  await toast(page, '操作成功');
  await expect(rows(page).filter({ hasText: RENAMED })).toHaveCount(0);
  expect(await signedCode(request, second.id, second.key)).toBe('190003');
});

import { expect, type Page, test } from '@playwright/test';
import { apiLogin, uiLogin } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const MD = [
  '# 售后服务手册',
  '',
  '## 退货',
  '',
  `签收后七天内可申请无理由退货，编号${stamp}。`,
  '',
  '## 发票',
  '',
  '订单完成后可在订单详情页下载电子发票。',
].join('\n');

test('the documents tab of a library: upload a Markdown file, read its segments', async ({ page, request }) => {
  const session = await apiLogin(request, 'tenant');
  const name = `e2e文档库${stamp}`;
  const created = await request.post('/aikb-api/library/add', {
    headers: { authorization: session.authorization },
    data: { name },
  });
  const lib = (await created.json()).data as { id: string };
  expect(lib.id).toBeTruthy();

  await uiLogin(page, 'tenant');
  await page.goto(`/aikb/words-library?library=${lib.id}`);
  await expect(page.getByTestId('kb-library-name')).toHaveText(name, { timeout: 20_000 });
  await page.getByRole('tab', { name: '文档知识' }).click();
  await expect(page).toHaveURL(/tab=documents/);
  const panel = page.getByTestId('documents-panel');
  await panel.locator('input[type=file]').setInputFiles({
    name: `手册${stamp}.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from(MD, 'utf8'),
  });
  const row = rows(page).filter({ hasText: `手册${stamp}.md` });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByRole('button', { name: '查看分段' }).click();
  const segments = page.getByTestId('segments');
  await expect(segments).toBeVisible();
  // The heading path leads each segment; the return rule is one of them.
  await expect(segments.locator('.ant-table-row').filter({ hasText: `编号${stamp}` })).toContainText('退货');

  // Reloading keeps the tab (it lives in the address).
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('documents-panel')).toBeVisible({ timeout: 20_000 });
});

import { expect, test } from '@playwright/test';
import { apiLogin, uiLogin } from './helpers.ts';

test('the industries screen shows the trade tree and the domains of the chosen trade', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/index/operating/trade');
  const tree = page.locator('.ant-tree');
  await expect(tree.getByText('金融', { exact: true })).toBeVisible();
  await expect(tree.getByText('消费金融', { exact: true })).toBeVisible();
  const domains = page.getByTestId('trade-domains');
  await expect(domains.getByText('全部领域')).toBeVisible();
  await expect(domains.locator('.ant-list-item')).toHaveCount(5);
  await tree.getByText('消费金融', { exact: true }).click();
  await expect(domains.getByText('消费金融 的领域')).toBeVisible();
  await expect(domains.locator('.ant-list-item')).toHaveCount(1);
  await expect(domains.getByText('贷后提醒')).toBeVisible();
  await tree.getByText('金融', { exact: true }).click();
  await expect(domains.locator('.ant-list-item')).toHaveCount(4);
});

test('a tenant admin reads the lookups of its own tenant only', async ({ request }) => {
  const { authorization } = await apiLogin(request, 'tenant');
  const headers = { authorization };
  const lines = await (
    await request.post('/v1/aicall-web/channel/all', { headers, data: { channelStatus: 1 } })
  ).json();
  // The lines are the numbers of the line list (call_lines): the demo app's outbound line is enabled.
  expect(lines.data.map((l: { name: string }) => l.name)).toContain('演示外呼线路');
  const bots = await (
    await request.post('/cms/api/botList', {
      headers,
      data: { botName: '', limit: 50, start: 1, share: 0, searchBotType: 3 },
    })
  ).json();
  expect(bots.data.total).toBe(2);
  expect(JSON.stringify([lines, bots])).not.toContain('ISO-MARK');
});

import { expect, type Page, test } from '@playwright/test';
import { choose, pageApi, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';

/**
 * The triggers screen (/aihelper/trigger) as the demo tenant admin: a trigger on the customer's
 * words is refused while its tip is empty, then saved with a tip and a tag; a simulated call in which
 * the customer says those words shows the tip on the desk and tags the conversation; the finished
 * conversation is then a record (/aihelper/aihelper-records) with its transcript and the trigger;
 * the trigger is deleted. The simulator channel this run makes is deleted at the end.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const NAME = `e2e触发${stamp}`;
const TIP = `请核对持卡人姓名${stamp}`;
const TAG = `姓名${stamp}`;
const CHANNEL = `e2e触发${stamp}`;
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#trigger_name') });
const row = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: NAME });

test('a trigger made on the screen fires on the desk, the call becomes a record, the trigger is deleted', async ({
  page,
}) => {
  await uiLogin(page, 'tenant');
  // The module's 关于系统: the version and its change log.
  await page.goto('/aihelper/about-system');
  await expect(page.getByTestId('about-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('about-changelog')).toContainText('坐席工作台');
  await page.goto('/aihelper/trigger');
  await page.getByTestId('trigger-add').click();
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  const m = modal(page);
  await m.locator('#trigger_name').fill(NAME);
  // The customer of 信用卡激活 gives their name: 我叫王丽华.
  await m.locator('#trigger_keywords').fill('王丽华');
  await m.locator('#trigger_keywords').press('Enter');
  // A new trigger starts with one tip; saved empty, it is refused and nothing is listed.
  await m.getByRole('button', { name: /保\s*存/ }).click();
  await expect(m.getByTestId('trigger-action').first()).toContainText('请输入');
  await m.getByPlaceholder('坐席看到的提示').fill(TIP);
  await m.getByTestId('trigger-action-add').click();
  await expect(m.getByTestId('trigger-action')).toHaveCount(2);
  await choose(page, '[data-testid="trigger-action"] >> nth=1 >> [data-testid="trigger-action-kind"]', '会话打标签');
  await m.getByPlaceholder('标签名称').fill(TAG);
  await m.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(modal(page)).toBeHidden();
  await expect(row(page)).toContainText('客户说话');
  await expect(row(page).getByTestId('trigger-conditions')).toContainText('王丽华');
  await expect(row(page).getByTestId('trigger-actions-cell')).toHaveText('显示提示会话打标签');
  await page.screenshot({ path: '/tmp/aihelper-trigger-list.png' });

  // A simulated call to the tenant admin, who is also an agent.
  const channel = await pageApi<{ id: string }>(page, '/aihelper-api/channel/add', {
    name: CHANNEL,
    kind: 'simulator',
  });
  try {
    await page.goto('/aihelper/agent');
    await expect(page.getByTestId('desk-empty').or(page.getByTestId('desk'))).toBeVisible({ timeout: 15_000 });
    await pageApi(page, '/aihelper-api/simulator/start', {
      channelId: channel.id,
      scenario: 'card-activation',
      agent: 'tenant',
      speed: 10,
    });
    const note = page.getByTestId('trigger-note').filter({ hasText: TIP });
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toContainText(`触发器「${NAME}」`);
    await expect(page.getByTestId('desk-tags')).toContainText(TAG);
    await page.screenshot({ path: '/tmp/aihelper-trigger-desk.png' });
    await expect(page.getByTestId('desk-state')).toHaveText('已结束', { timeout: 40_000 });

    // The finished conversation is a record: found by its channel, the number masked, opened whole.
    await page.goto('/aihelper/aihelper-records');
    await choose(page, '#search_channelId', CHANNEL);
    await page.getByTestId('search-form').locator('button[type=submit]').click();
    const record = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: CHANNEL });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('138****5678');
    await expect(record).toContainText(TAG);
    await page.screenshot({ path: '/tmp/aihelper-records-list.png' });
    await record.getByTestId('record-open').click();
    const detail = page.getByTestId('record-detail');
    await expect(detail.getByTestId('transcript-line').filter({ hasText: '我叫王丽华' })).toHaveCount(1);
    // Other triggers of the tenant (the demo's) may have fired too.
    await expect(detail.getByTestId('record-trigger').filter({ hasText: NAME })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/aihelper-records-detail.png' });
  } finally {
    await pageApi(page, '/aihelper-api/channel/delete', { ids: [channel.id] });
  }

  await page.goto('/aihelper/trigger');
  await row(page).getByTestId('trigger-delete').click();
  await confirmPop(page, `确定删除触发器“${NAME}”吗？`);
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(row(page)).toHaveCount(0);
});

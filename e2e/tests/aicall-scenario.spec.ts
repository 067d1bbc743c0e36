import { expect, test } from '@playwright/test';
import {
  addIntent,
  allDayWindows,
  button,
  connect,
  node,
  nodeText,
  opened,
  rows,
  search,
  stat,
  tab,
  toast,
  xlsx,
} from './aicall-scenario.steps.ts';
import { choose, uiLogin } from './helpers.ts';

/**
 * The AI-call story, end to end in the browser as the demo tenant admin: a bot is built and
 * published, 50 customers are imported, an outbound task calls them all on the simulated line
 * while its details follow live, and the calls are read back in the outbound records.
 */
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now() % 10000).padStart(4, '0');
const BOT = `e2e场景机器人${stamp}`;
const TAG = `e2e场景${stamp}`;
const TASK = `e2e场景外呼${stamp}`;
const GREETING = `您好，这里是知语场景${stamp}号客服，请问您需要了解我们的新产品吗？`;
const phone = (i: number) => `135${stamp}${String(i).padStart(4, '0')}`;

test('1. create a bot, build its flow with intent branches, save and publish version 1', async ({ page }) => {
  test.setTimeout(90_000);
  await uiLogin(page, 'tenant');
  await page.goto('/bot/bot-list');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: '新建机器人' }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
  await opened(page, dialog);
  await dialog.locator('#edit_name').fill(BOT);
  await choose(page, '#edit_type', '外呼');
  await dialog.locator('button.ant-btn-primary').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, 'name', BOT);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('未发布');
  await button(rows(page).first(), '编辑').click();
  await expect(page).toHaveURL(/\/index\/botDetail\?id=/);
  await expect(page.getByTestId('bot-name')).toContainText(BOT);
  await expect(page.getByTestId('published-version')).toHaveText('未发布');
  // A new bot starts with start → greeting (n1) → hang-up (end).
  await expect(node(page, 'n1')).toBeVisible();

  await addIntent(page, 'i1', '感兴趣', '需要的,可以了解一下,好的你说');
  await addIntent(page, 'i2', '没兴趣', '不需要,不用了,没兴趣');
  await page.getByTestId('palette-speak').click();
  await expect(node(page, 'n2')).toBeVisible();
  await page.getByTestId('palette-hangup').click();
  await expect(node(page, 'n3')).toBeVisible();
  await page.locator('.react-flow__controls-fitview').click();
  await page.locator('.react-flow__controls-zoomout').click();
  await page.locator('.react-flow__controls-zoomout').click();

  // The greeting already has its default branch: its next two edges branch on the intents in order.
  await connect(page, 'n1', 'n2');
  await connect(page, 'n1', 'n3');
  await connect(page, 'n2', 'end');
  await expect(page.locator('.react-flow__edge')).toHaveCount(5);
  await expect(page.locator('.react-flow__edge-text').filter({ hasText: /^感兴趣$/ })).toHaveCount(1);
  await expect(page.locator('.react-flow__edge-text').filter({ hasText: /^没兴趣$/ })).toHaveCount(1);

  await nodeText(page, 'n1', GREETING);
  await nodeText(page, 'n2', '好的，稍后会有专员联系您，再见');
  await nodeText(page, 'n3', '好的，不打扰您了，再见');
  await tab(page, /检查/);
  await page.getByTestId('check-flow').click();
  await expect(page.getByText('流程没有问题，可以发布')).toBeVisible();

  await page.getByTestId('save').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await page.getByTestId('publish').click();
  const publish = page.locator('.ant-modal').filter({ has: page.locator('#publish-note') });
  await opened(page, publish);
  await publish.locator('#publish-note').fill('场景第一版');
  await publish.locator('.ant-btn-primary').click();
  await expect(toast(page, '已发布版本 1')).toBeVisible();
  await expect(page.getByTestId('published-version')).toHaveText('已发布 v1');

  // The list shows the bot published at version 1.
  await page.goto('/bot/bot-list');
  await search(page, 'name', BOT);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('v1');
});

test('2. import 50 customers from an .xlsx file, tagged for the task', async ({ page }) => {
  const file = await xlsx([
    ['姓名', '手机号', '标签'],
    ...Array.from({ length: 50 }, (_, i) => [`场景客户${stamp}-${i}`, Number(phone(i)), TAG]),
  ]);
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/crm/list');
  await button(page, '导入').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-upload-drag') });
  await opened(page, dialog);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await button(dialog, '确定').click();
  await expect(page.getByText('导入成功')).toBeVisible();
  await search(page, 'tag', TAG);
  await expect(page.getByTestId('list-pagination').locator('span').first()).toContainText('50');
  await expect(rows(page).first()).toContainText(TAG);
  // The tenant admin holds the full-phone code: the list shows the imported numbers in full.
  await expect(rows(page).first()).toContainText(new RegExp(`135${stamp}\\d{4}`));
});

test('3. an outbound task calls the 50 customers; its details follow the run live', async ({ page, context }) => {
  test.setTimeout(120_000);
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/call-manage/outbound-task');
  await page.getByTestId('task-add').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('task-form') });
  await opened(page, dialog);
  await dialog.locator('#name').fill(TASK);
  // Both pickers search on the server and load a page at a time: the name is typed (requirements §7).
  await choose(page, '[data-testid="task-bot"]', BOT, { search: true });
  await expect(dialog.getByTestId('task-bot')).toContainText('v1');
  await choose(page, '[data-testid="task-lines"]', '演示外呼线路', { search: true });
  await allDayWindows(page, dialog);
  await expect(dialog.getByTestId('task-time-zone')).toContainText('(UTC+08:00) Asia/Shanghai');
  await dialog.locator('#concurrency').fill('10');
  // No redial: a busy or unanswered number would otherwise keep the task open for 30 minutes.
  await dialog.locator('#redial_times').fill('0');
  await dialog.getByTestId('task-customers-mode').getByText('按标签').click();
  await choose(page, '#customers_tags', TAG);
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();

  await search(page, 'name', TASK);
  const row = rows(page).filter({ hasText: TASK });
  await expect(row).toContainText('未开始');
  await expect(row).toContainText(BOT);
  await expect(row).toContainText('0/50');

  // The details, open in a second tab before the start: never reloaded, they follow the run.
  const href = await row.locator(`a[href*="taskDetails?id="]`).getAttribute('href');
  const details = await context.newPage();
  await details.goto(href ?? '');
  await expect(details.getByTestId('task-detail-name')).toHaveText(TASK);
  await expect(details.getByTestId('task-detail-status')).toHaveText('未开始');
  await expect(stat(details, 'customers')).toHaveText('50');
  await expect(stat(details, 'remaining')).toHaveText('50');
  await expect(stat(details, 'dialled')).toHaveText('0');

  await row.getByTestId('task-start').click();
  await expect(details.getByText('实时更新')).toBeVisible({ timeout: 20_000 });
  await expect(details.getByTestId('task-detail-status')).toHaveText('已完成', { timeout: 60_000 });
  await expect(stat(details, 'remaining')).toHaveText('0');
  await expect(stat(details, 'finished')).toHaveText('50');
  // No redial: exactly one call per customer.
  await expect(stat(details, 'dialled')).toHaveText('50');
  expect(Number(await stat(details, 'connected').innerText())).toBeGreaterThan(0);
  // The customers, with their numbers masked (requirements §5) and a final status each.
  await expect(rows(details)).toHaveCount(10);
  // (Retried: the last progress message makes the table fetch its rows again.)
  await expect(rows(details).filter({ hasNotText: /已完成|未接通|黑名单/ })).toHaveCount(0);
  await expect(rows(details).filter({ hasNotText: /135\*{4}\d{4}/ })).toHaveCount(0);
  await expect(rows(details).filter({ hasText: new RegExp(`135${stamp}`) })).toHaveCount(0);
  await details.close();
  // The list followed too.
  await expect(row).toContainText('已完成');
  await expect(row).toContainText('50/50');
});

test('4. the outbound records of the task: an answered call with the greeting and a level', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/call-manage/outbound-record');
  await expect(page.getByTestId('record-range')).toBeVisible();
  await choose(page, '#search_taskId', TASK);
  await choose(page, '#search_resultClass', '成功');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(page).toHaveURL(/taskId/);
  // Every row left is an answered call of this task with this bot (retried until the filtered page shows).
  await expect(rows(page).first()).toContainText(TASK);
  await expect(rows(page).filter({ hasNotText: TASK })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: '成功' })).toHaveCount(0);
  await expect(rows(page).first()).toContainText(BOT);
  // Answered calls are graded: the level column shows one of the demo levels.
  await expect(rows(page).first().locator('.ant-tag-blue')).toHaveText(/^[A-F]$/);

  await button(rows(page).first(), '详情').click();
  await expect(page.getByTestId('record-detail')).toBeVisible();
  const chat = page.getByTestId('record-chat');
  await expect(chat.locator('[data-role=bot]').first()).toContainText(GREETING);
  await expect(page.getByTestId('record-level')).toHaveText(/^[A-F]$/);
  await expect(page.getByTestId('record-detail')).toContainText(BOT);
});

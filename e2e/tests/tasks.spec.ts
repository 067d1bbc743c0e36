import { expect, type Page, test } from '@playwright/test';
import { ALL_DAY, choose, pageApi, uiLogin } from './helpers.ts';

// These tests create and run tasks one after another on the shared server.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const LIST = '/aicall/call-manage/outbound-task';
/** Fifteen customers, five at a time, on the simulated line's real-time pace. */
const RUN_MS = 60_000;
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('task-form') });

async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

async function createTask(page: Page, name: string) {
  await page.getByTestId('task-add').click();
  await opened(page);
  const m = modal(page);
  await m.locator('#name').fill(name);
  // Both pickers search on the server and load a page at a time: the name is typed (requirements §7).
  await choose(page, '[data-testid="task-bot"]', '信用卡分期营销', { search: true });
  await choose(page, '[data-testid="task-lines"]', '演示外呼线路', { search: true });
  // Default windows: Monday to Friday 09:00–12:00 and 13:30–18:00, weekends closed.
  const monday = m.getByTestId('windows-editor').locator('[data-day="1"] input');
  await expect(monday).toHaveCount(4);
  await expect(monday.nth(0)).toHaveValue('09:00');
  await expect(monday.nth(3)).toHaveValue('18:00');
  await expect(m.getByTestId('windows-editor').locator('[data-day="6"]')).toContainText('不呼叫');
  await m.getByTestId('task-customers-mode').getByText('全部客户').click();
  await m.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal(page)).toBeHidden();
}

async function taskId(page: Page, name: string) {
  const r = await pageApi<{ list: { id: string; name: string }[] }>(
    page,
    `/v1/aicall-web/task/list?name=${encodeURIComponent(name)}`,
  );
  const t = r.list.find((x) => x.name === name);
  expect(t).toBeTruthy();
  return t?.id as string;
}

/**
 * Calls whenever the test runs: the windows are opened to the whole week (the default is office
 * hours), and no redial (the default redials busy and unanswered numbers 30 minutes later).
 */
async function allDay(page: Page, id: string) {
  const t = await pageApi<Record<string, unknown>>(page, `/v1/aicall-web/task/get?id=${id}`);
  await pageApi(page, '/v1/aicall-web/task/edit', {
    id,
    name: t.name,
    botId: t.botId,
    lineIds: t.lineIds,
    execution: t.execution,
    windows: ALL_DAY,
    timeZone: t.timeZone,
    concurrency: 5,
    redial: { classes: [], times: 0, intervalMin: 1 },
    priority: t.priority,
  });
}

test('create a task with the demo bot and line, start it, and read the per-customer results', async ({ page }) => {
  const name = `e2e回访-${Date.now() % 100000}`;
  await uiLogin(page, 'tenant');
  await page.goto(LIST);
  await createTask(page, name);
  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('未开始');
  await expect(row).toContainText('信用卡分期营销');
  const id = await taskId(page, name);
  await allDay(page, id);
  await page.reload();
  await row.getByTestId('task-start').click();
  // The list follows the run live: it ends completed, every customer finished. The simulated line
  // paces its calls in real time, so a busy machine needs the longer wait, for the start too (the
  // dialer's first tick on a loaded machine can take longer than the default 8 s).
  await expect(row).toContainText(/进行中|已完成/, { timeout: RUN_MS });
  await expect(row).toContainText('已完成', { timeout: RUN_MS });
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/taskDetails\?id=/);
  await expect(page.getByTestId('task-detail-name')).toHaveText(name);
  await expect(page.getByTestId('task-detail-status')).toHaveText('已完成');
  await expect(page.getByTestId('progress-remaining')).toContainText('0');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Masked numbers, a final status and a result on every row of the first page.
  await expect(rows.first()).toContainText('****');
  await expect(rows.first()).toContainText(/已完成|未接通|黑名单/);
  await rows.first().locator('.ant-table-row-expand-icon').click();
  // The expanded row lists the customer's attempts with their results.
  await expect(page.locator('.ant-table-expanded-row').first()).toContainText('第 1 次');
  await expect(page.locator('.ant-table-expanded-row').first()).toContainText(/已结束/);
});

test('task details update live while the task runs', async ({ page }) => {
  const name = `e2e实时-${Date.now() % 100000}`;
  await uiLogin(page, 'tenant');
  await page.goto(LIST);
  await createTask(page, name);
  const id = await taskId(page, name);
  await allDay(page, id);
  await page.goto(`/aicall/botTotal/taskDetails?id=${id}`);
  await expect(page.getByTestId('task-detail-status')).toHaveText('未开始');
  await expect(page.getByTestId('progress-dialled')).toContainText('0');
  const before = Number(
    (await page.getByTestId('progress-remaining').locator('.ant-statistic-content-value').innerText()).replace(
      /\D/g,
      '',
    ),
  );
  expect(before).toBeGreaterThan(0);
  // Started elsewhere (another tab, another user): this page is not reloaded.
  await pageApi(page, '/v1/aicall-web/task/start', { id });
  await expect(page.getByTestId('task-detail-status')).toHaveText('已完成', { timeout: RUN_MS });
  await expect(page.getByTestId('progress-remaining').locator('.ant-statistic-content-value')).toHaveText('0');
  await expect(page.getByTestId('progress-dialled').locator('.ant-statistic-content-value')).not.toHaveText('0');
});

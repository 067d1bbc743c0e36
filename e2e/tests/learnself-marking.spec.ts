import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, pageApi, uiLogin } from './helpers.ts';
import { callUntilSaid, RULE, SETTLE_MS } from './learnself.helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';

// Labelling (requirements R4 §3), as the demo tenant's admin: a task on the seeded dataset,
// pre-annotated by a model trained on it, labelled with the keyboard (a digit, Enter, N, Ctrl+Z),
// committed into the dataset; and pool utterances sent to labelling.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const DATASET = '预约挂号热线意图';
/** What simulated callers say that the hospital bot does not know. */
const PHRASES = ['住院部晚上几点关门', '医院食堂在几楼'];

const modal = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.ant-message-notice').filter({ hasText: text }).first()).toBeVisible();
const row = (scope: Page | Locator, text: string) =>
  scope.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text }).first();

/** The dialog has finished zooming in (a click during the animation can miss). */
async function opened(page: Page): Promise<Locator> {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  return modal(page);
}

/** A model trained on the seeded dataset's first version, callable (about ten seconds of training). */
async function trainedModel(page: Page, name: string): Promise<void> {
  const datasets = await pageApi<{ list: { id: string }[] }>(
    page,
    `/learnself-api/dataset/list?pageNum=1&pageSize=10&name=${encodeURIComponent(DATASET)}`,
  );
  const versions = await pageApi<{ id: string }[]>(
    page,
    `/learnself-api/dataset/version/list?datasetId=${datasets.list[0].id}`,
  );
  const model = await pageApi<{ id: string }>(page, '/learnself-api/model/add', { name, versionId: versions[0].id });
  await expect
    .poll(async () => (await pageApi<{ state: number }>(page, `/learnself-api/model/get?id=${model.id}`)).state, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe(0);
}

const shown = (page: Page) => page.getByTestId('mark-text');

test('a task is labelled with the keyboard, undone, relabelled and committed into the dataset', async ({ page }) => {
  const stamp = String(Date.now() % 1_000_000);
  const model = `e2e标注模型${stamp}`;
  const name = `e2e标注${stamp}`;
  const texts = [`我想约明天上午的号${stamp}`, `帮我取消预约${stamp}`, `喂喂喂${stamp}`];

  await uiLogin(page, 'tenant');
  await trainedModel(page, model);

  // A new task: the dataset, the model that pre-annotates, three utterances.
  await page.goto('/learnself/marking');
  await page.getByTestId('task-add').click();
  const dialog = await opened(page);
  await dialog.locator('#edit_name').fill(name);
  await choose(page, '.ant-modal-wrap:visible #edit_datasetId', DATASET, { search: true });
  await choose(page, '.ant-modal-wrap:visible #edit_modelId', model);
  await dialog.locator('#edit_texts').fill(`${texts.join('\n')}\n\n`);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  await toast(page, `已创建标注任务「${name}」，共 3 条语料`);
  const task = row(page, name);
  await expect(task).toContainText(DATASET);
  await expect(task).toContainText(model);
  await expect(task.getByTestId('task-row-progress')).toHaveText('0/3');

  // The workbench keeps the task in the address: a reload reopens it.
  await task.getByTestId('task-open').click();
  await expect(page).toHaveURL(/task=/);
  await page.reload();
  await expect(page.getByTestId('task-name')).toHaveText(name);
  await expect(page.getByTestId('mark-legend')).toContainText('Ctrl + Z');
  await expect(shown(page)).toHaveText(texts[0]);
  await expect(page.getByTestId('mark-remaining')).toContainText('我还剩 3 条');
  await expect(page.getByTestId('mark-confidence').first()).toContainText('%');

  // 2: the second option.
  const second = await page.getByTestId('mark-option').nth(1).getAttribute('data-label');
  await page.keyboard.press('2');
  await expect(shown(page)).toHaveText(texts[1]);
  await expect(page.getByTestId('mark-recent')).toContainText(texts[0]);
  await expect(page.getByTestId('mark-recent-item').first()).toContainText(second ?? '');

  // Enter: the preselected top prediction.
  const top = page.locator('[data-testid="mark-option"][data-selected="true"]');
  await expect(top).toHaveCount(1);
  const predicted = await top.getAttribute('data-label');
  expect(predicted).toBe(await page.getByTestId('mark-option').first().getAttribute('data-label'));
  await page.keyboard.press('Enter');
  await expect(shown(page)).toHaveText(texts[2]);
  await expect(page.getByTestId('mark-recent-item').first()).toContainText(predicted ?? '');

  // N: noise. Nothing is left.
  await page.keyboard.press('n');
  await expect(page.getByTestId('mark-empty')).toContainText('没有需要你标注的语料了');
  await expect(page.getByTestId('mark-recent-item').first()).toContainText('噪声');

  // Ctrl+Z takes the noise back; the utterance is shown again and labelled with 1.
  await page.keyboard.press('Control+z');
  await expect(shown(page)).toHaveText(texts[2]);
  await expect(page.getByTestId('mark-mine')).toHaveCount(0);
  const first = await page.getByTestId('mark-option').first().getAttribute('data-label');
  await page.keyboard.press('1');
  await expect(page.getByTestId('mark-empty')).toBeVisible();
  await expect(page.getByTestId('mark-recent-item').first()).toContainText(first ?? '');
  await expect(page.getByTestId('task-progress')).toContainText('3/3');

  // The arrows go back to see what was labelled.
  await page.keyboard.press('ArrowUp');
  await expect(shown(page)).toHaveText(texts[2]);
  await expect(page.getByTestId('mark-mine')).toContainText(first ?? '');

  // Committed into the dataset: three added, none noise.
  await page.getByTestId('task-back').click();
  await expect(page).not.toHaveURL(/task=/);
  await expect(row(page, name).getByTestId('task-row-progress')).toHaveText('3/3');
  await row(page, name).getByTestId('task-commit').click();
  await confirmPop(page);
  await toast(page, `已写入数据集「${DATASET}」：新增 3 条，跳过 0 条（已存在），噪声 0 条`);
  await expect(row(page, name)).toContainText('3/3');

  // The dataset's working copy holds the three utterances with their labels.
  await page.goto('/learnself/model/dataset');
  await row(page, DATASET).getByTestId('dataset-open').click();
  const drawer = page.locator('.ant-drawer-content-wrapper:visible');
  await drawer.locator('#search_text').fill(stamp);
  await drawer.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
  await expect(row(drawer, texts[0])).toContainText(second ?? '');
  await expect(row(drawer, texts[1])).toContainText(predicted ?? '');
  await expect(row(drawer, texts[2])).toContainText(first ?? '');
});

test('pool utterances are sent to labelling as a new task', async ({ page }) => {
  const name = `e2e回流标注${Date.now() % 1_000_000}`;
  await uiLogin(page, 'tenant');

  // Callers say what the bot does not know; the seeded rule brings it into the pool.
  const placedAt = await callUntilSaid(page, PHRASES, '13800003333');
  await page.goto('/learnself/pastdata?tab=rules');
  const rule = page.getByTestId('rule-table').locator('tr').filter({ hasText: RULE });
  await expect(rule).toBeVisible();
  await page.waitForTimeout(Math.max(0, placedAt + SETTLE_MS - Date.now()));
  await rule.getByTestId('rule-run').click();
  await toast(page, new RegExp(`规则「${RULE}」执行完成`));

  // The two utterances, checked and sent to labelling.
  await page.getByRole('tab', { name: '回流语料' }).click();
  const send = page.getByTestId('pool-to-marking');
  await expect(send).toBeDisabled();
  for (const p of PHRASES) await row(page, p).locator('.ant-checkbox-input').check();
  await expect(send).toContainText('送标注 (2)');
  await send.click();
  const dialog = await opened(page);
  await expect(dialog).toContainText('送标注：选中的 2 条语料');
  await dialog.locator('#edit_name').fill(name);
  await choose(page, '.ant-modal-wrap:visible #edit_datasetId', DATASET, { search: true });
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  await toast(page, `已创建标注任务「${name}」，共 2 条语料`);
  await expect(send).toBeDisabled();

  // The task is listed, and its workbench offers the pooled utterances as calls.
  await page.goto('/learnself/marking');
  const task = row(page, name);
  await expect(task.getByTestId('task-row-progress')).toHaveText('0/2');
  await task.getByTestId('task-open').click();
  await expect(shown(page)).toHaveText(new RegExp(PHRASES.join('|')));
  await expect(page.getByTestId('mark-card')).toContainText('通话');
  await expect(page.getByTestId('mark-remaining')).toContainText('我还剩 2 条');
});

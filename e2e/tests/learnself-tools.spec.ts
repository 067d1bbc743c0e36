import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, pageApi, uiLogin } from './helpers.ts';

// Semantic diagnosis and similar questions (requirements R4 §5, §6), as the demo tenant's admin, on
// the seeded dataset: an utterance planted under two intents is found as a conflict and fixed with
// one click; questions generated for an intent by the built-in generator are accepted into it and
// show among the dataset's utterances.
test.describe.configure({ mode: 'serial' });

const DATASET = '预约挂号热线意图';
const INTENT = '预约挂号';

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.ant-message-notice').filter({ hasText: text }).first()).toBeVisible();
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible');

async function seededDataset(page: Page): Promise<string> {
  const r = await pageApi<{ list: { id: string; name: string }[] }>(
    page,
    `/learnself-api/dataset/list?pageNum=1&pageSize=10&name=${encodeURIComponent(DATASET)}`,
  );
  const found = r.list.find((d) => d.name === DATASET);
  expect(found, 'the seeded dataset').toBeTruthy();
  return (found as { id: string }).id;
}

test('a planted conflict is diagnosed and fixed with one click', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 1_000_000);
  const planted = `帮我转接人工坐席${stamp}`;
  await uiLogin(page, 'tenant');

  // The same utterance under two intents, then a version holding it.
  const datasetId = await seededDataset(page);
  for (const label of ['转人工', '投诉'])
    await pageApi(page, '/learnself-api/dataset/item/add', { datasetId, label, texts: [planted] });
  const version = await pageApi<{ version: number }>(page, '/learnself-api/dataset/version/add', {
    datasetId,
    note: `e2e诊断${stamp}`,
  });

  await page.goto('/learnself/diagnosis');
  await expect(page.getByTestId('page-title')).toHaveText('语义诊断');
  await choose(page, '[data-testid="diagnosis-dataset"]', DATASET, { search: true });
  await choose(page, '[data-testid="diagnosis-version"]', `v${version.version} ·`);
  await page.getByTestId('diagnosis-start').click();
  await toast(page, `已开始诊断「${DATASET}」v${version.version}`);

  // The new diagnosis opens at once and follows the run until it is done.
  await expect(page).toHaveURL(/[?&]diagnosis=/);
  const state = page.getByTestId('diagnosis-summary').getByTestId('diagnosis-state');
  await expect(state).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
  const findings = page.getByTestId('finding-table');
  await expect(rows(findings).first()).toBeVisible();
  await expect(page.getByTestId('confusion-matrix')).toContainText(INTENT);

  // The planted conflict, its fix applied once.
  await page
    .getByTestId('finding-filter')
    .getByText(/^冲突 \d+$/)
    .click();
  const conflict = rows(findings).filter({ hasText: planted }).first();
  await expect(conflict.getByTestId('finding-kind')).toHaveText('冲突');
  await expect(conflict).toContainText('转人工');
  await expect(conflict).toContainText('投诉');
  await expect(conflict.getByTestId('finding-applied')).toContainText('否');
  await conflict.getByTestId('finding-apply').click();
  await page.locator('.ant-popover:visible .ant-btn-primary').click();
  await toast(page, /已修复：移动 0 条，删除 1 条/);
  await expect(conflict.getByTestId('finding-applied')).toContainText('是');
  await expect(conflict.getByTestId('finding-applied')).toContainText('tenant');
  await expect(conflict.getByTestId('finding-apply')).toBeDisabled();
  await expect(page.getByTestId('finding-new-version')).toBeVisible();

  // Back in the list, the diagnosis is done with its findings counted.
  await page.getByTestId('diagnosis-back').click();
  const listed = rows(page.getByTestId('diagnosis-table')).first();
  await expect(listed).toContainText(DATASET);
  await expect(listed).toContainText(`v${version.version}`);
  await expect(listed).toContainText('冲突');
});

test('generated questions are accepted into an intent and join the dataset', async ({ page }) => {
  test.setTimeout(90_000);
  await uiLogin(page, 'tenant');
  await page.goto('/learnself/generate');
  await expect(page.getByTestId('generated-idle')).toBeVisible();
  await choose(page, '[data-testid="generate-dataset"]', DATASET, { search: true });
  await choose(page, '[data-testid="generate-label"]', `${INTENT}（`);
  const text = page.getByTestId('generate-text').locator('input');
  // The intent's first utterance is offered; another sentence is typed instead.
  await expect(text).not.toHaveValue('');
  await text.fill('我想预约挂号');
  await page.getByTestId('generate-generator').getByText('仅用内置生成器').click();
  await page.getByTestId('generate-run').click();

  const table = page.getByTestId('generated-table');
  await expect(rows(table).first()).toBeVisible();
  await expect(page.getByTestId('generated-by')).toContainText('内置生成器');
  await expect(page.getByTestId('generated-into')).toHaveText(`采纳到：${DATASET} / ${INTENT}`);
  await expect(table.locator('mark').first()).toBeVisible();
  const questions = await table.getByTestId('generated-text').allTextContents();
  expect(questions.length).toBeGreaterThanOrEqual(3);
  const picked = questions.slice(0, 2);

  // Two picked together, then one more on its own.
  for (const q of picked) await rows(table).filter({ hasText: q }).first().locator('.ant-checkbox-input').check();
  await page.getByTestId('generated-accept-picked').click();
  await toast(page, `已加入意图「${INTENT}」2 条，跳过 0 条（已存在）`);
  for (const q of picked)
    await expect(rows(table).filter({ hasText: q }).first().getByTestId('generated-accepted')).toBeVisible();
  const third = rows(table).filter({ hasText: questions[2] }).first();
  await third.getByTestId('generated-accept').click();
  await toast(page, `已加入意图「${INTENT}」1 条，跳过 0 条（已存在）`);
  await expect(third.getByTestId('generated-accepted')).toBeVisible();
  await expect(third.getByTestId('generated-accept')).toBeDisabled();

  // The dataset holds them under the intent, marked as generated.
  await page.goto('/learnself/model/dataset');
  await rows(page).filter({ hasText: DATASET }).first().getByTestId('dataset-open').click();
  await expect(drawer(page)).toContainText(DATASET);
  for (const q of [...picked, questions[2]]) {
    await drawer(page).locator('#search_text').fill(q);
    await drawer(page).getByTestId('search-form').locator('button[type=submit]').click();
    const item = rows(drawer(page)).filter({ hasText: q }).first();
    await expect(item).toContainText(INTENT);
    await expect(item).toContainText('生成');
  }
});

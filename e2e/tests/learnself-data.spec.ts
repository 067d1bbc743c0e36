import { expect, type Page, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';
import { callUntilSaid, clusterFromPool, RULE, SETTLE_MS } from './learnself.helpers.ts';

// Data flow-back and clustering (requirements R4): callers say what the inbound bot does not know,
// the seeded flow-back rule brings it into the pool, a clustering run groups it, and a cluster goes
// into the seeded dataset's intent. One flow on the shared server, step after step.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const DATASET = '预约挂号热线意图';
const INTENT = '预约挂号';
/** Ways of asking for an appointment that the hospital bot's examples do not cover, alike enough to cluster. */
const PHRASES = ['骨科明早还有空位吗', '明早骨科还有空位吗', '骨科明天早上还有空位吗'];

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

test('unrecognised calls flow back, cluster and join an intent', async ({ page }) => {
  await uiLogin(page, 'tenant');

  // The simulated caller says only our phrases, none of which the bot recognises.
  const placedAt = await callUntilSaid(page, PHRASES, '13800002222');

  // Flow-back: run the seeded rule and wait for its job to clear.
  await page.goto('/learnself/pastdata?tab=rules');
  const rules = page.getByTestId('rule-table');
  const row = rules.locator('tr').filter({ hasText: RULE });
  await expect(row).toBeVisible();
  await expect(row).toContainText('手动');
  // A run reads call records once they are FLOW_SETTLE_MS (10 s by default) old.
  await page.waitForTimeout(Math.max(0, placedAt + SETTLE_MS - Date.now()));
  await row.getByTestId('rule-run').click();
  await expect(toast(page, '规则已开始执行').first()).toBeVisible();
  await expect(toast(page, new RegExp(`规则「${RULE}」执行完成`)).first()).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('空闲');
  await expect(row.getByTestId('rule-run')).toContainText('立即执行');

  // The pool shows the utterances, unrecognised.
  await page.getByRole('tab', { name: '回流语料' }).click();
  const search = page.getByTestId('search-form');
  await search.locator('#search_text').fill('空位');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/q=/);
  for (const p of PHRASES) {
    const pooled = page.locator('.ant-table-row').filter({ hasText: p });
    await expect(pooled).toBeVisible();
    await expect(pooled).toContainText('未识别');
    await expect(pooled).toContainText('通话');
  }

  // Send to clustering: the page opens with the unrecognised utterances preset.
  const run = await clusterFromPool(page, DATASET);
  await expect(toast(page, '聚类已开始').first()).toBeVisible();

  // The run is listed, under way then done (live over the real-time channel, or by polling).
  await expect(run).toBeVisible();
  await expect(run.getByTestId('run-state')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(run).toContainText('已完成');
  await expect(run).toContainText(DATASET);
  const runId = await run.getAttribute('data-row-key');
  await run.getByTestId('run-open').click();
  await expect(page).toHaveURL(new RegExp(`run=${runId}`));

  // Reopened by the address after a reload.
  await page.reload();
  await expect(page.getByTestId('run-summary')).toContainText(DATASET);
  const cluster = page.locator('.ant-table-row').filter({ hasText: PHRASES[0] }).first();
  await expect(cluster).toBeVisible();
  await expect(cluster).toContainText('待处理');

  // Its members, then the whole cluster into the intent 预约挂号 of the run's dataset.
  await cluster.getByTestId('cluster-members').click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('members-table') });
  await expect(drawer).toContainText(PHRASES[0]);
  await drawer.locator('.ant-drawer-close').click();
  await cluster.getByTestId('cluster-add').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '加入意图' });
  await expect(dialog.getByTestId('add-dataset')).toContainText(DATASET);
  await dialog.getByTestId('add-label').locator('input').fill(INTENT);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${INTENT}（`) })
    .click();
  await expect(dialog.getByTestId('add-new-label')).toHaveCount(0);
  await dialog.getByRole('button', { name: /加\s*入/ }).click();
  await expect(toast(page, /已加入 \d+ 条，跳过 \d+ 条/).first()).toBeVisible();
  await expect(cluster).toContainText('已加入');
  await expect(cluster).toContainText(`${DATASET} / ${INTENT}`);
  await expect(cluster.getByTestId('cluster-add')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { drawer, opened, row, save, toast } from './ui.helpers.ts';

// Self-learning (requirements R4): a dataset's utterances, a version, a model trained from it,
// its evaluation, publishing it to a bot, and testing it, as the demo tenant's admin.
test.describe.configure({ mode: 'serial' });

const DATASET = '预约挂号热线意图';
const BOT = '预约挂号咨询';

test('a dataset version trains a model that is evaluated, published and tested', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now() % 1_000_000);
  const utterance = `我想约下周三上午的专家号${stamp}`;
  const note = `e2e版本${stamp}`;
  const model = `e2e模型${stamp}`;

  await uiLogin(page, 'tenant');
  await page.goto('/learnself/model/dataset');
  const seeded = row(page, DATASET);
  await expect(seeded).toContainText(BOT);
  // Seeded with v1; the loop spec, run before this one on the same server, adds versions.
  await expect(seeded).toContainText(/v\d+/);

  // Its working copy: one utterance added under an intent.
  await seeded.getByTestId('dataset-open').click();
  await expect(drawer(page)).toContainText(DATASET);
  await drawer(page).getByTestId('item-add').click();
  let dialog = await opened(page);
  await dialog.locator('#edit_label').fill('预约挂号');
  await dialog.locator('#edit_texts').fill(`\n  ${utterance}  \n\n`);
  await save(dialog);
  await toast(page, '已添加 1 条语料');
  await drawer(page).locator('#search_text').fill(stamp);
  await drawer(page).getByTestId('search-form').locator('button[type=submit]').click();
  await expect(row(drawer(page), utterance)).toContainText('预约挂号');
  await expect(drawer(page).locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

  // A version of it, then a model trained from that version.
  await drawer(page).getByRole('tab', { name: '版本' }).click();
  await drawer(page).getByTestId('version-add').click();
  dialog = await opened(page);
  await expect(dialog.locator('#edit_testRatio')).toHaveValue('20');
  await expect(dialog.locator('#edit_seed')).toHaveValue('1');
  await dialog.locator('#edit_note').fill(note);
  await save(dialog);
  await toast(page, /已生成版本 v\d+/);
  const version = row(drawer(page), note);
  await expect(version).toBeVisible();
  await version.getByTestId('version-train').click();
  dialog = await opened(page);
  await expect(dialog).toContainText(DATASET);
  await dialog.locator('#edit_name').fill(model);
  await save(dialog);
  await toast(page, `已创建模型「${model}」`);

  // The model list follows the training until the model is callable.
  await expect(page).toHaveURL(/\/learnself\/model\/modelmanager$/);
  const mine = row(page, model);
  await expect(mine).toContainText(DATASET);
  await expect(mine.getByTestId('model-state')).toHaveText('可调用', { timeout: 150_000 });
  await expect(mine).toContainText('%');

  // Its evaluation.
  await mine.getByTestId('model-open').click();
  await expect(drawer(page).getByTestId('evaluation-summary')).toBeVisible();
  await expect(drawer(page).getByTestId('eval-accuracy')).toContainText('%');
  await expect(drawer(page).getByTestId('evaluation-per-label')).toContainText('预约挂号');
  await expect(drawer(page).getByTestId('confusion-matrix')).toContainText('预约挂号');
  await drawer(page).locator('.ant-drawer-close').click();
  await expect(drawer(page)).toHaveCount(0);

  // Published to the inbound bot.
  await mine.getByTestId('model-publish').click();
  dialog = await opened(page);
  await choose(page, '.ant-modal-wrap:visible #edit_botId', BOT, { search: true });
  await save(dialog);
  await toast(page, `模型「${model}」已发布`);
  await expect(mine).toContainText(BOT);

  // Tested on the model testing page.
  await page.goto('/learnself/inspect');
  await choose(page, '[data-testid="inspect-model"]', model, { search: true });
  await page.getByTestId('inspect-text').fill('我想挂个号');
  await page.getByTestId('inspect-run').click();
  const result = page.getByTestId('inspect-result');
  await expect(result).toContainText('我想挂个号');
  await expect(result.getByTestId('inspect-recognised')).toHaveText(/已识别|未识别/);
  await expect(result.getByTestId('inspect-prediction').first()).toContainText('%');
  await expect(page.getByTestId('inspect-history-row')).toHaveCount(1);

  // The bot goes back to recognising with its own examples (other specs use it).
  await page.goto('/learnself/model/modelmanager');
  await row(page, model).getByTestId('row-actions-more').click();
  await page.locator('.ant-dropdown-menu:visible').getByText('回滚').click();
  dialog = await opened(page);
  await expect(dialog).toContainText(BOT);
  await save(dialog);
  await toast(page, `机器人「${BOT}」已回滚`);
  await expect(row(page, model)).not.toContainText(BOT);
});

import { expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';
import { drawer, opened, row, save, toast } from './ui.helpers.ts';

// Entity (ner) datasets (requirements R4 §3 model type ner), as the demo tenant's admin: marked
// utterances typed in, a bad line refused by name, the entities highlighted in the list, a version,
// a model trained from it with its entity figures, and the model finding entities when tested.

/** Utterances of a customer-service line with names, numbers, dates and amounts marked. */
const LINES = [
  '我叫[张伟](人名)，手机号是[13812345678](电话)',
  '请打[18611112222](电话)找[王芳](人名)',
  '[3月15日](日期)交的费怎么没到账',
  '扣了我[200元](金额)是什么费用',
  '联系人[刘洋](人名)，号码[13698765432](电话)',
  '[2026年5月1日](日期)之前能办好吗',
  '我要还[3万元](金额)',
  '我的电话[15900001111](电话)，麻烦回个电话',
  '上个月[12号](日期)扣了我[30元](金额)',
  '帮我转给[赵敏](人名)经理',
  '[王建国](人名)的手机[13511223344](电话)停机了',
  '我想查一下话费',
];

test.describe.configure({ mode: 'serial' });
const stamp = String(Date.now() % 1_000_000);
const name = `e2e实体${stamp}`;
const model = `e2e实体模型${stamp}`;

test('an entity dataset: marked utterances in, a tagger trained, entities found', async ({ page }) => {
  test.setTimeout(180_000);
  await uiLogin(page, 'tenant');
  await page.goto('/learnself/model/dataset');

  await page.getByTestId('dataset-add').click();
  let dialog = await opened(page);
  await dialog.locator('#edit_name').fill(name);
  await dialog.getByText('实体识别', { exact: true }).click();
  await save(dialog);
  await toast(page, '操作成功');
  await row(page, name).getByTestId('dataset-open').click();
  await expect(drawer(page)).toContainText(name);

  // A line whose bracket is not closed is named, and nothing is sent.
  await drawer(page).getByTestId('item-add').click();
  dialog = await opened(page);
  await expect(dialog.locator('#edit_label')).toHaveCount(0);
  await dialog.locator('#edit_texts').fill(`${LINES[0]}\n我叫[李四(人名)`);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toContainText('第 2 行：方括号未成对，实体请写作 [文本](类型)');
  await dialog.locator('#edit_texts').fill(LINES.join('\n'));
  await save(dialog);
  await toast(page, `已添加 ${LINES.length} 条语料`);

  // The list shows each entity highlighted with its type (searched for: a page holds ten).
  await drawer(page).locator('#search_text').fill('13812345678');
  await drawer(page).getByTestId('search-form').locator('button[type=submit]').click();
  await expect(drawer(page).locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  const first = row(drawer(page), '13812345678');
  await expect(first.getByTestId('entity')).toHaveCount(2);
  await expect(first.getByTestId('entity').first()).toHaveText('张伟人名');
  await expect(first.getByTestId('entity').nth(1)).toHaveAttribute('data-type', 'phone');
  await drawer(page).getByRole('tab', { name: '标签统计' }).click();
  const types = drawer(page).getByTestId('dataset-labels');
  await expect(types.locator('.ant-table-thead')).toContainText('实体类型');
  await expect(row(types, '电话')).toContainText('5');

  // A version and a model trained from it.
  await drawer(page).getByRole('tab', { name: '版本' }).click();
  await drawer(page).getByTestId('version-add').click();
  dialog = await opened(page);
  await save(dialog);
  await toast(page, /已生成版本 v1/);
  await row(drawer(page), 'v1').getByTestId('version-train').click();
  dialog = await opened(page);
  await dialog.locator('#edit_name').fill(model);
  await save(dialog);
  await toast(page, `已创建模型「${model}」`);
  const mine = row(page, model);
  await expect(mine).toContainText('实体识别');
  await expect(mine.getByTestId('model-state')).toHaveText('可调用', { timeout: 60_000 });
  await mine.getByTestId('model-open').click();
  await expect(drawer(page).getByTestId('eval-entityF1')).toContainText('%');
  await expect(drawer(page).getByTestId('eval-accuracy')).toContainText('%');
  await expect(drawer(page).getByTestId('evaluation-per-label').locator('.ant-table-thead')).toContainText('实体类型');
  await expect(drawer(page).getByTestId('confusion-matrix')).toHaveCount(0);
  await drawer(page).locator('.ant-drawer-close').click();

  // Testing it: the phone number in a new utterance is found and highlighted.
  await page.goto('/learnself/inspect');
  await choose(page, '[data-testid="inspect-model"]', model, { search: true });
  await page.getByTestId('inspect-text').fill('请回电13955556666');
  await page.getByTestId('inspect-run').click();
  const found = page.getByTestId('inspect-result').getByTestId('entity');
  await expect(found).toHaveCount(1);
  await expect(found).toHaveText('13955556666电话');
});

/** Selects characters [start, end) of the utterance on the workbench, as a mouse drag would. */
async function selectChars(page: Page, start: number, end: number) {
  await page.getByTestId('mark-text').evaluate(
    (el, [a, b]) => {
      const first = el.querySelector(`[data-i="${a}"]`)?.firstChild;
      const last = el.querySelector(`[data-i="${b - 1}"]`)?.firstChild;
      if (!first || !last) throw new Error('no such characters');
      const range = document.createRange();
      range.setStart(first, 0);
      range.setEnd(last, (last.textContent ?? '').length);
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
    },
    [start, end],
  );
}

test('an entity labelling task: the model marking confirmed, a name marked by selection, both written back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const task = `e2e实体标注${stamp}`;
  const texts = [`请回电13977778888`, `我叫钱多多${stamp}`];
  await uiLogin(page, 'tenant');
  await page.goto('/learnself/marking');
  await page.getByTestId('task-add').click();
  const dialog = await opened(page);
  await dialog.locator('#edit_name').fill(task);
  await choose(page, '.ant-modal-wrap:visible #edit_datasetId', name, { search: true });
  await choose(page, '.ant-modal-wrap:visible #edit_modelId', model);
  await dialog.locator('#edit_texts').fill(texts.join('\n'));
  await save(dialog);
  await toast(page, `已创建标注任务「${task}」，共 2 条语料`);
  await row(page, task).getByTestId('task-open').click();

  // The model marked the phone number; Enter confirms its marking.
  await expect(page.getByTestId('mark-text')).toHaveText(texts[0]);
  await expect(page.getByTestId('mark-entities').getByTestId('entity')).toHaveText('13977778888电话');
  await page.keyboard.press('Enter');

  // The name: its characters selected, then 5 (人名, the fifth type).
  await expect(page.getByTestId('mark-text')).toHaveText(texts[1]);
  await expect(page.getByTestId('mark-option').nth(4)).toContainText('人名');
  await selectChars(page, 2, 5);
  await page.keyboard.press('5');
  await expect(page.getByTestId('mark-entities').getByTestId('entity').filter({ hasText: '钱多多' })).toHaveAttribute(
    'data-type',
    'person',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mark-empty')).toBeVisible();

  await page.getByTestId('task-back').click();
  await row(page, task).getByTestId('task-commit').click();
  await confirmPop(page);
  await toast(page, `已写入数据集「${name}」：新增 2 条，跳过 0 条（已存在），噪声 0 条`);

  // The dataset holds both with their entities.
  await page.goto('/learnself/model/dataset');
  await row(page, name).getByTestId('dataset-open').click();
  await drawer(page).locator('#search_text').fill('钱多多');
  await drawer(page).getByTestId('search-form').locator('button[type=submit]').click();
  await expect(row(drawer(page), '钱多多').getByTestId('entity').first()).toHaveAttribute('data-type', 'person');
});

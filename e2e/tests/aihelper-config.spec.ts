import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';
import { modal, opened, row, rows, toast } from './ui.helpers.ts';

/**
 * The agent assistant's three settings screens as the demo tenant admin (tenant 2001 holds the
 * aihelper module): a custom field, a real-time quality rule and a golden script, each created,
 * found in its list, edited and deleted, and each form refusing bad input without creating
 * anything. Names are of this run only; only this run's rows are looked at.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');

/** Presses the dialog's save and waits for the success message and the dialog to close. */
async function saved(page: Page, dialog: Locator) {
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await toast(page, '操作成功');
  await expect(modal(page)).toHaveCount(0);
}

/** Deletes the row after confirming; it is then gone. */
async function deleted(page: Page, mine: Locator, testId: string, confirm: string, name: string) {
  await mine.getByTestId(testId).click();
  await confirmPop(page, confirm);
  await toast(page, '操作成功');
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
}

const search = (page: Page) => page.getByTestId('search-form').locator('button[type=submit]').click();

test('a custom field: a select with its options, changed to a phone field, deleted', async ({ page }) => {
  const NAME = `e2e字段${stamp}`;
  const RENAMED = `e2e电话${stamp}`;
  await uiLogin(page, 'tenant');
  // A tenant keeps at most 100 fields, listed in form order: one page holds them all.
  await page.goto('/aihelper/customField?size=100');
  await expect(page.getByTestId('page-title')).toHaveText('自定义字段');

  await page.getByTestId('field-add').click();
  const form = await opened(page);
  await form.locator('#edit_name').fill(NAME);
  await expect(form.getByTestId('field-options-editor')).toHaveCount(0);
  await choose(page, '#edit_type', '下拉选择');
  // The natural extraction of a select: by its options, whose editor now shows.
  await expect(
    form.locator('#edit_extraction').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
  ).toContainText('按选项');
  // Without options the select is refused, and nothing is created.
  await form.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(form).toContainText('请至少添加一个选项');
  await form.getByTestId('field-option-add').click();
  await form.getByTestId('field-option-add').click();
  const options = form.getByTestId('field-option');
  await options.nth(0).getByPlaceholder('选项名称').fill('储蓄卡');
  await options.nth(0).locator('.ant-select input').fill('借记卡,');
  await options.nth(1).getByPlaceholder('选项名称').fill('信用卡');
  await form.locator('#edit_required').click();
  await saved(page, form);

  const mine = row(page, NAME);
  await expect(mine).toContainText('下拉选择');
  await expect(mine).toContainText('按选项');
  await expect(mine).toContainText('是');
  await expect(mine.getByTestId('field-options').locator('.ant-tag')).toHaveText(['储蓄卡', '信用卡']);

  // Edit: its options are in the editor; as a phone field it finds phone numbers and has none.
  await mine.getByTestId('field-edit').click();
  const edit = await opened(page);
  await expect(edit.locator('#edit_name')).toHaveValue(NAME);
  await expect(edit.getByTestId('field-option')).toHaveCount(2);
  await edit.locator('#edit_name').fill(RENAMED);
  await choose(page, '#edit_type', '手机号');
  await expect(edit.getByTestId('field-options-editor')).toHaveCount(0);
  await expect(edit.getByTestId('field-extraction-help')).toContainText('手机号');
  await saved(page, edit);
  const renamed = row(page, RENAMED);
  await expect(renamed).toContainText('手机号');
  await expect(renamed).toContainText('电话号码');
  await expect(renamed.getByTestId('field-options')).toHaveCount(0);

  await deleted(page, renamed, 'field-delete', `确定删除字段「${RENAMED}」吗？`, RENAMED);
});

test('a quality rule: forbidden words, changed to a long silence, deleted', async ({ page }) => {
  const NAME = `e2e禁语${stamp}`;
  const RENAMED = `e2e静音${stamp}`;
  await uiLogin(page, 'tenant');
  await page.goto('/aihelper/qulityPoint');
  await expect(page.getByTestId('page-title')).toHaveText('质检点分析');

  await page.getByTestId('qc-add').click();
  const form = await opened(page);
  await form.locator('#edit_name').fill(NAME);
  await expect(form.getByTestId('qc-kind-help')).toContainText('说到任一关键词即告警');
  // A forbidden-words rule without words is refused, and nothing is created.
  await form.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['请输入']);
  await form.locator('#edit_words').fill('不知道，不归我管');
  await form.getByLabel('严重').check();
  await saved(page, form);

  await page.locator('#search_name').fill(NAME);
  await choose(page, '#search_kind', '禁用语');
  await search(page);
  await expect(rows(page)).toHaveCount(1);
  const mine = row(page, NAME);
  await expect(mine).toContainText('禁用语');
  await expect(mine).toContainText('坐席');
  await expect(mine.getByTestId('qc-words').locator('.ant-tag')).toHaveText(['不知道', '不归我管']);
  await expect(mine.locator('.ant-tag').filter({ hasText: '严重' })).toBeVisible();
  await expect(mine.locator('.ant-tag').filter({ hasText: '有效' })).toBeVisible();

  // Edit: as a silence rule it has no words and a threshold in seconds.
  await mine.getByTestId('qc-edit').click();
  const edit = await opened(page);
  await expect(edit.locator('#edit_name')).toHaveValue(NAME);
  await edit.locator('#edit_name').fill(RENAMED);
  await choose(page, '#edit_kind', '静音过长');
  await expect(edit.locator('#edit_words')).toHaveCount(0);
  await edit.locator('#edit_silenceThreshold').fill('10');
  await expect(edit).toContainText('秒');
  await saved(page, edit);
  await page.locator('#search_name').fill(RENAMED);
  await choose(page, '#search_kind', '静音过长');
  await search(page);
  const renamed = row(page, RENAMED);
  await expect(renamed).toContainText('静音过长');
  await expect(renamed).toContainText('双方');
  await expect(renamed).toContainText('10 秒');

  await deleted(page, renamed, 'qc-delete', `确定删除规则「${RENAMED}」吗？`, RENAMED);
});

test('a golden script: created with its wordings, made invalid, deleted', async ({ page }) => {
  const SCENE = `e2e场景${stamp}`;
  const INTENT = `年费咨询${stamp}`;
  await uiLogin(page, 'tenant');
  await page.goto('/aihelper/agent-assistant');
  await expect(page.getByTestId('page-title')).toHaveText('坐席助手配置');
  await expect(page.getByRole('tab', { name: '话术库' })).toHaveAttribute('aria-selected', 'true');

  await page.getByTestId('script-add').click();
  const form = await opened(page);
  await form.locator('#edit_scene').fill(SCENE);
  await form.locator('#edit_intent').fill(INTENT);
  await form.locator('#edit_text').fill('您好，这张卡首年免年费，刷卡满六次免次年年费。');
  // Without a wording the script is refused, and nothing is created.
  await form.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['请输入']);
  await form.locator('#edit_questions').fill('年费多少\n要交年费吗\n怎么免年费');
  await saved(page, form);

  await page.locator('#search_scene').fill(SCENE);
  await search(page);
  await expect(rows(page)).toHaveCount(1);
  const mine = row(page, INTENT);
  await expect(mine).toContainText(SCENE);
  await expect(mine.getByTestId('script-questions').locator('.ant-tag')).toHaveText(['年费多少', '要交年费吗', '+1']);
  await expect(mine).toContainText('您好，这张卡首年免年费');
  await expect(mine.locator('.ant-tag').filter({ hasText: '有效' })).toBeVisible();
  await expect(mine).toContainText('tenant');
  // The keyword finds it by one of its wordings.
  await page.locator('#search_keyword').fill('怎么免年费');
  await search(page);
  await expect(rows(page)).toHaveCount(1);

  await mine.getByTestId('script-edit').click();
  const edit = await opened(page);
  await expect(edit.locator('#edit_intent')).toHaveValue(INTENT);
  await edit.getByLabel('无效').check();
  await saved(page, edit);
  await expect(mine.locator('.ant-tag').filter({ hasText: '无效' })).toBeVisible();

  await deleted(page, mine, 'script-delete', `确定删除意图「${INTENT}」的这条话术吗？`, INTENT);
});

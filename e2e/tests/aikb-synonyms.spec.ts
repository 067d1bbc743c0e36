import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, choose, pageApi, uiLogin } from './helpers.ts';
import { confirmPop } from './row-actions.helpers.ts';
import { drawer, opened, row, rows, save, toast } from './ui.helpers.ts';

/**
 * The tenant's own synonyms (contract aikb/synonym) as the demo tenant admin: opened from the
 * libraries toolbar, a group added (无理由退货 of the demo library and an invented word that shares
 * no character with it), the knowledge test answering a question asked with the invented word
 * (before the group it answers nothing), the group edited and deleted, and the built-in lexicon
 * listed read-only. The invented word is of this run only; a group left
 * by an earlier try is removed first, and whatever this run made is removed at the end.
 */
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const MAIN = '无理由退货';
const ALIAS = `翡翠蜻蜓${stamp}`;
const MORE = `琉璃蜻蜓${stamp}`;
const LIST = '/aikb-api/synonym/list';

type Page1 = { list: { id: string; words: string[] }[] };

/** Deletes every group of the tenant holding `word` (a group left by an earlier try). */
async function removeGroupsWith(page: Page, word: string) {
  const found = await pageApi<Page1>(page, `${LIST}?pageNum=1&pageSize=100&word=${encodeURIComponent(word)}`);
  const ids = found.list.filter((g) => g.words.includes(word)).map((g) => g.id);
  if (ids.length) await pageApi(page, '/aikb-api/synonym/delete', { ids });
}

const own = (page: Page) => drawer(page).getByTestId('synonyms-own');
const builtin = (page: Page) => drawer(page).getByTestId('synonyms-builtin');
const button = (scope: Locator, name: string) =>
  scope.getByRole('button', { name }).or(scope.getByRole('button', { name: name.split('').join(' ') }));

async function openSynonyms(page: Page) {
  await page.goto('/aikb/words-library');
  await page.getByTestId('kb-synonyms').click();
  await expect(drawer(page)).toContainText('同义词对本租户所有知识库生效，保存后立即用于知识检索');
  await expect(drawer(page).getByRole('tab', { name: '自定义同义词' })).toHaveAttribute('aria-selected', 'true');
}

/** Asks the demo library on /aikb/test; returns how the bot answered (the reply shown). */
async function ask(page: Page, question: string): Promise<string> {
  await page.goto('/aikb/test');
  await page.locator('#hitTest_question').fill(question);
  await choose(page, '#hitTest_libraryIds', '常见问题');
  const reply = page.waitForResponse((r) => r.url().includes('/aikb-api/hitTest/ask'));
  await page.getByTestId('hit-test-ask').click();
  const body = await (await reply).json();
  expect(body.code).toBe('000000');
  await expect(page.getByTestId('hit-result')).toHaveAttribute('data-id', body.data.id);
  await expect(page.getByTestId('bot-answer').first()).toHaveAttribute('data-kind', body.data.answer.kind);
  return body.data.answer.kind as string;
}

async function filter(scope: Locator, word: string) {
  await scope.locator('#search_word').fill(word);
  await scope.getByTestId('search-form').locator('button[type=submit]').click();
}

test.afterAll(async ({ request }) => {
  // Whatever a failed run left behind must not change the demo library's answers for other specs.
  const { authorization, appId } = await apiLogin(request, 'tenant');
  const headers = { authorization, appid: appId };
  const res = await request.get(`${LIST}?pageNum=1&pageSize=100&word=${encodeURIComponent(stamp)}`, { headers });
  const ids = ((await res.json()).data as Page1).list.map((g) => g.id);
  if (ids.length) await request.post('/aikb-api/synonym/delete', { headers, data: { ids } });
});

test('add a group, the knowledge test answers with its word, edit it, delete it', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/words-library');
  await removeGroupsWith(page, MAIN);
  await openSynonyms(page);
  for (const title of ['同义词', '更新人', '更新时间', '操作'])
    await expect(own(page).locator('.ant-table-thead th').filter({ hasText: title }).first()).toBeVisible();

  // Before the group, the invented word is nothing to the search: no direct answer.
  expect(await ask(page, `${ALIAS}怎么申请`)).not.toBe('answer');

  await openSynonyms(page);
  await own(page).getByTestId('synonym-add').click();
  const dialog = await opened(page);
  await expect(dialog).toContainText('第一个词为主词，其余词都按主词检索');
  await dialog.locator('#edit_words').fill(`${MAIN}，${ALIAS}`);
  await expect(dialog.getByTestId('tag-preview').locator('.ant-tag')).toHaveText([MAIN, ALIAS]);
  await save(dialog);
  await toast(page, '操作成功');
  const added = row(own(page), ALIAS);
  await expect(added).toBeVisible();
  await expect(added.getByTestId('synonym-main')).toHaveText(MAIN);
  await expect(added).toContainText('tenant');
  await expect(added).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

  // The filter finds the group by part of a word.
  await filter(own(page), stamp);
  await expect(rows(own(page))).toHaveCount(1);
  await expect(rows(own(page)).first()).toContainText(ALIAS);

  // Saved, the group is used at once: the invented word is asked as 无理由退货.
  expect(await ask(page, `${ALIAS}怎么申请`)).toBe('answer');
  const answer = page.getByTestId('bot-answer').first();
  await expect(answer).toHaveAttribute('data-kind', 'answer');
  await expect(answer).toContainText('签收后 7 天内');
  const top = page.getByTestId('hit-table').locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(top).toContainText('支持七天无理由退货吗？');

  // Edited: a third word.
  await openSynonyms(page);
  await button(row(own(page), ALIAS), '编辑').click();
  const edit = await opened(page);
  await expect(edit.locator('#edit_words')).toHaveValue(`${MAIN},${ALIAS}`);
  await edit.locator('#edit_words').fill(`${MAIN},${ALIAS},${MORE}`);
  await save(edit);
  await toast(page, '操作成功');
  await expect(row(own(page), ALIAS).locator('.ant-tag')).toHaveText([MAIN, ALIAS, MORE]);

  // Deleted: gone from the list.
  await button(row(own(page), ALIAS), '删除').click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText(`确定删除以「${MAIN}」为主词的这组同义词吗？`);
  await confirmPop(page);
  await toast(page, '操作成功');
  await expect(rows(own(page)).filter({ hasText: ALIAS })).toHaveCount(0);
});

test('the built-in lexicon is listed read-only and filtered by word', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await openSynonyms(page);
  await drawer(page).getByRole('tab', { name: '内置词库' }).click();
  await expect(rows(builtin(page)).first()).toBeVisible();
  await expect(builtin(page).getByTestId('list-pagination')).toContainText('共');
  await expect(builtin(page).getByTestId('synonym-add')).toHaveCount(0);
  await expect(builtin(page).locator('.ant-table-thead th')).toHaveText(['同义词']);
  await filter(builtin(page), '退货');
  const found = row(builtin(page), '退货');
  await expect(found.getByTestId('synonym-main')).toHaveText('退货');
  await expect(found).toContainText('退掉');
  await expect(rows(builtin(page)).filter({ hasNotText: '退' })).toHaveCount(0);
});

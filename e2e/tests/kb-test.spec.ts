import { expect, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';

// The knowledge test (/aikb/test) on the demo library 常见问题: ask, read the reply and the hits,
// ask again, find both in the history, open the older one and compare it with now. Other specs
// never ask here, but a retry asks again: only the rows this run made are looked at, by id.
test.describe.configure({ timeout: 90_000 });

const QUESTION = '无理由退货怎么申请';

async function askOnce(page: Page): Promise<string> {
  const reply = page.waitForResponse((r) => r.url().includes('/aikb-api/hitTest/ask'));
  await page.getByTestId('hit-test-ask').click();
  const body = await (await reply).json();
  expect(body.code).toBe('000000');
  await expect(page.getByTestId('hit-result')).toHaveAttribute('data-id', body.data.id);
  return body.data.id as string;
}

test('ask the demo library, see the reply and the hits, ask again, compare a history row with now', async ({
  page,
}) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/test');
  await expect(page.getByTestId('page-title')).toHaveText('知识测试');
  await page.locator('#hitTest_question').fill(QUESTION);
  await choose(page, '#hitTest_libraryIds', '常见问题');
  const first = await askOnce(page);

  const answer = page.getByTestId('bot-answer').first();
  await expect(answer).toHaveAttribute('data-kind', 'answer');
  await expect(answer.getByTestId('bot-outcome')).toHaveText('直接回答');
  await expect(answer).toContainText('签收后 7 天内');
  const top = page.getByTestId('hit-table').locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(top).toContainText('支持七天无理由退货吗？');
  await expect(top).toContainText('相似问题');
  await expect(top).toContainText('常见问题');
  await expect(top.getByTestId('score-bar')).toHaveAttribute('data-band', 'answer');

  // The same question again, nothing edited in between: two rows, newest first.
  const second = await askOnce(page);
  expect(second).not.toBe(first);
  const history = page.getByTestId('hit-history');
  await history.getByPlaceholder('搜索问题').fill(QUESTION);
  await history.getByPlaceholder('搜索问题').press('Enter');
  const row = (id: string) => history.locator(`[data-testid="hit-history-row"][data-id="${id}"]`);
  await expect(row(first)).toBeVisible();
  await expect(row(second)).toBeVisible();
  const ids = await history
    .getByTestId('hit-history-row')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

  // The older row shows its stored result; compared with now, nothing moved.
  await row(first).getByRole('button').first().click();
  await expect(page.getByTestId('hit-result')).toHaveAttribute('data-id', first);
  await expect(page.getByTestId('hit-question')).toHaveText(QUESTION);
  const rerun = page.waitForResponse((r) => r.url().includes('/aikb-api/hitTest/rerun'));
  await page.getByTestId('hit-compare-now').click();
  const compared = (await (await rerun).json()).data as { after: { id: string } };
  const view = page.getByTestId('hit-compare');
  await expect(view).toBeVisible();
  await expect(view.getByTestId('hit-compare-verdict')).toHaveAttribute('data-verdict', 'unchanged');
  await expect(view.getByTestId('bot-answer')).toHaveCount(2);
  const moves = await view.getByTestId('hit-move').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')));
  expect(moves.length).toBeGreaterThan(0);
  expect(new Set(moves)).toEqual(new Set(['same']));
  // The comparison is a history row of its own, marked as re-asked.
  await expect(row(compared.after.id)).toContainText('重新测试');
});

test('the /iframe/aikb/test twin asks the same way without the shell', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/iframe/aikb/test');
  await expect(page.getByTestId('hit-test-form')).toBeVisible();
  await expect(page.getByTestId('hit-history')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.locator('#hitTest_question').fill(QUESTION);
  await askOnce(page);
  await expect(page.getByTestId('bot-answer').first()).toHaveAttribute('data-kind', 'answer');
});

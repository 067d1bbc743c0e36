import { expect, type Page, test } from '@playwright/test';
import { apiLogin, choose, uiLogin } from './helpers.ts';

// QA extraction (/learnself/qa): a knowledge document with FAQ text is uploaded, an extraction finds
// its question-answer pairs, one is edited (a bad edit is refused and saves nothing), one goes into
// another library, and the library's own knowledge list shows it.
test.describe.configure({ timeout: 120_000 });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const DOC = `常见问题${stamp}.md`;
const MD = [
  '# 售后服务常见问题',
  '',
  '## 退换货',
  '',
  `问：怎么申请退货${stamp}？`,
  '答：在「我的订单」中找到该订单，点击申请退货，填写原因后提交即可。',
  '',
  '## 发票',
  '',
  `1. 如何开具发票${stamp}？`,
  '',
  '下单时勾选开具发票，填写抬头和税号，发货后三个工作日内开出电子发票。',
].join('\n');

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

test('an FAQ document yields its pairs, which are reviewed and pushed into a library', async ({ page, request }) => {
  const session = await apiLogin(request, 'tenant');
  const headers = { authorization: session.authorization };
  const library = async (name: string) => {
    const r = await request.post('/aikb-api/library/add', { headers, data: { name } });
    const id = (await r.json()).data?.id as string;
    expect(id).toBeTruthy();
    return id;
  };
  const source = await library(`问答来源库${stamp}`);
  const target = await library(`问答目标库${stamp}`);
  const up = await request.post(`/aikb-api/document/upload?libraryId=${source}`, {
    headers,
    multipart: { files: { name: DOC, mimeType: 'text/markdown', buffer: Buffer.from(MD, 'utf8') } },
  });
  expect((await up.json()).code).toBe('000000');

  await uiLogin(page, 'tenant');
  await page.goto('/learnself/qa');
  await expect(page.getByTestId('qa-run-form')).toBeVisible({ timeout: 20_000 });
  await choose(page, '[data-testid=qa-documents]', DOC, { search: true });
  await page.getByTestId('qa-run-start').click();
  await expect(page.getByTestId('qa-run-result')).toContainText('抽取到 2 条候选问答');
  await expect(toast(page, '抽取完成')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page).toHaveURL(/runId/);

  // A bad edit: the question emptied is refused in the dialog, and nothing changes.
  const invoice = rows(page).filter({ hasText: `如何开具发票${stamp}？` });
  await invoice.getByRole('button', { name: /编\s?辑/ }).click();
  const question = page.getByTestId('qa-edit-question');
  await expect(question).toHaveValue(`如何开具发票${stamp}？`);
  await question.fill('   ');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s?存/ })
    .click();
  await expect(page.getByRole('dialog').getByText('请输入')).toBeVisible();
  await question.fill(`发票怎么开${stamp}`);
  await page.getByTestId('qa-edit-similar').fill(`如何开具发票${stamp}？`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s?存/ })
    .click();
  await expect(rows(page).filter({ hasText: `发票怎么开${stamp}` })).toHaveCount(1);

  // Into the target library: the row leaves the pending list and the library holds the item.
  await rows(page)
    .filter({ hasText: `发票怎么开${stamp}` })
    .getByTestId('qa-accept')
    .click();
  await expect(page.getByTestId('qa-accept-count')).toContainText('将 1 条候选问答');
  await choose(page, '[data-testid=qa-accept-library]', `问答目标库${stamp}`, { search: true });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /入\s?库/ })
    .click();
  await expect(toast(page, '已入库 1 条')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  await page.goto(`/aikb/words-library?library=${target}`);
  await expect(page.getByText(`发票怎么开${stamp}`).first()).toBeVisible({ timeout: 20_000 });
});

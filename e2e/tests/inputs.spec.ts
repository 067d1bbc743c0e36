import { expect, type Page, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

const TAGS = '/aicall/crm-filed/list?tab=tags';

/** A date `daysAgo` days before today in the browser's own calendar, as the picker titles it. */
async function day(page: Page, daysAgo: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() - n);
    const p = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  }, daysAgo);
}

test('the search-form date range: up to the day before yesterday, with the four shortcuts (requirements §5)', async ({
  page,
}) => {
  await uiLogin(page, 'tenant');
  await page.goto(TAGS);
  await page.locator('#search_createdAt').click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  for (const shortcut of ['近三日', '近一周', '近一月', '近一年']) {
    await expect(dropdown.locator('.ant-picker-presets')).toContainText(shortcut);
  }
  const cell = async (daysAgo: number) => dropdown.locator(`td[title="${await day(page, daysAgo)}"]`).first();
  await expect(await cell(0)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(await cell(1)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(await cell(2)).not.toHaveClass(/ant-picker-cell-disabled/);

  // A shortcut fills both ends; the range ends on the last day that can be picked.
  await dropdown.locator('.ant-picker-presets li', { hasText: '近一周' }).click();
  await expect(page.locator('.ant-picker-input input').nth(1)).toHaveValue(await day(page, 2));
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(page).toHaveURL(/q=.*createdAt/);
});

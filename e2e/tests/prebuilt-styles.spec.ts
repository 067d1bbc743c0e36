import { expect, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

/**
 * antd's styles for the console's theme are written at build time (apps/web/build/antd-styles.ts)
 * and linked in index.html. antd then finds them by its style cache's path map and inserts no style
 * of its own for those components: a board's layout, menu, cards, buttons, pickers and tables are
 * styled by the file. The first assertion fails if the map does not match the running theme.
 */
test('a board is styled by the prebuilt antd stylesheet, not by styles generated in the page', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/data-board/hotAnalysis');
  await expect(page.locator('.echarts-for-react svg path').first()).toBeAttached();
  await expect(page.locator('.ant-table').first()).toBeVisible();
  // antd's generated component rules read `:where(.css-<hash>).ant-x{…}`; its CSS-variable blocks
  // (`.css-var-….ant-x{--…}`) are still made in the page and are not counted.
  const generated = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
  );
  expect(generated).toContain('.css-var-');
  for (const cls of ['.ant-layout', '.ant-menu', '.ant-card', '.ant-btn', '.ant-picker', '.ant-table', '.ant-select'])
    expect(generated.includes(`)${cls}{`), cls).toBe(false);
  const sheet = page.locator('link[rel=stylesheet][href*="/assets/antd-"]');
  await expect(sheet).toHaveCount(1);
  // The file's rules apply: antd's card radius, the dark side menu, the table's header.
  await expect(page.locator('.ant-card').first()).toHaveCSS('border-radius', '8px');
  await expect(page.locator('.ant-layout-sider').first()).toHaveCSS('background-color', 'rgb(0, 21, 41)');
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('font-weight', '600');
});

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an action from a table row's 更多 menu (components/row-actions: a row with more than three
 * actions keeps three inline and the rest in that menu).
 */
export async function moreAction(page: Page, row: Locator, name: string | RegExp): Promise<void> {
  await row.getByTestId('row-actions-more').click();
  const item = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(
    page.locator('.ant-dropdown[class*="slide-up-appear"], .ant-dropdown[class*="slide-up-enter"]'),
  ).toHaveCount(0);
  await item.click();
}

/** The confirmation dialog a 更多 action asks with (the inline actions ask in a popconfirm). */
export const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm:visible');

/** Confirms that dialog once it has finished opening. */
export async function confirmMore(page: Page): Promise<void> {
  const ok = confirmDialog(page).locator('.ant-btn-primary');
  await expect(ok).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  await ok.click();
  await expect(confirmDialog(page)).toHaveCount(0);
}

/**
 * Confirms the open popconfirm (saying `text`, when given) once it has finished zooming in — a
 * click while it still moves can miss its button — and waits until it has closed.
 */
export async function confirmPop(page: Page, text?: string | RegExp): Promise<void> {
  const pop = page.locator('.ant-popconfirm:visible');
  if (text) await expect(pop).toContainText(text);
  else await expect(pop).toBeVisible();
  await expect(page.locator('.ant-popover[class*="-appear"], .ant-popover[class*="-enter"]')).toHaveCount(0);
  await pop.locator('.ant-btn-primary').click();
  await expect(pop).toHaveCount(0);
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The open dialog, drawer, a toast, and table rows, as the console's antd screens render them. */
export const modal = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
export const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible');
export const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
/** The first table row holding `text`. */
export const row = (scope: Page | Locator, text: string) => rows(scope).filter({ hasText: text }).first();

/** A toast holding `text` is shown. */
export const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.ant-message-notice').filter({ hasText: text }).first()).toBeVisible();

/** The dialog has finished zooming in (a click during the animation can miss). */
export async function opened(page: Page): Promise<Locator> {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  return modal(page);
}

/** Presses the dialog's primary button and waits for it to close. */
export async function save(dialog: Locator) {
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
}

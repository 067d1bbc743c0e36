import { expect, type Page, test } from '@playwright/test';
import { replaceDialogSettled, uiLogin } from './helpers.ts';

// One server for the file: the tests change shared data, so they run one after another.
test.describe.configure({ mode: 'serial' });

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

test('the operator rebrands channel 1001; its admin sees the brand in the layout and on the login page', async ({
  page,
}) => {
  const abbr = `星E2E${String(Date.now() % 100_000)}`;
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/OEM');
  // The operator picks the channel from the list (1001 comes first).
  await expect(page.getByTestId('oem-channel')).toContainText('1001');
  await expect(page.locator('#oem_abbreviation')).toHaveValue('星河');
  await page.locator('#oem_abbreviation').fill(abbr);
  // The preview renders the login card's brand and the side bar as the real pages do.
  await expect(page.getByTestId('oem-preview-login').getByTestId('brand-short')).toHaveText(abbr);
  await expect(page.getByTestId('oem-preview-sider').getByTestId('sider-brand').nth(1)).toHaveText(abbr);

  // The seeded logo is set: a second image asks to delete the first; keeping it changes nothing.
  const logoInput = page.locator('#oem_logo input[type=file]');
  // A replaced image lingers hidden while antd animates it out: only the visible one counts.
  const logoImg = page.locator('#oem_logo .ant-upload-list-item img:visible');
  const seeded = (await logoImg.getAttribute('src')) ?? '';
  expect(seeded).toMatch(/^data:image\/svg/);
  const dialog = page.locator('.zy-image-replace');
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toContainText('只能上传一张图片');
  await replaceDialogSettled(page);
  await dialog.getByRole('button', { name: '保留原图' }).click();
  await expect(dialog).toBeHidden();
  await expect(logoImg).toHaveAttribute('src', seeded);
  // A file over 64 KB is refused before anything is sent.
  await logoInput.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(70 * 1024)]),
  });
  await expect(toast(page, '头像图片大小不能超过64KB')).toHaveCount(1);
  // Confirming replaces the first image.
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toBeVisible();
  await replaceDialogSettled(page);
  await dialog.getByRole('button', { name: '删除并替换' }).click();
  const uploaded = page.locator('#oem_logo .ant-upload-list-item img[src*="files/view"]');
  await expect(uploaded).toHaveCount(1);
  const logo = (await uploaded.getAttribute('src')) ?? '';
  // The first image leaves (antd animates it out; slow on a busy machine).
  await expect(page.locator('#oem_logo img[src^="data:"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('oem-preview-login').getByTestId('brand-logo')).toHaveAttribute('src', logo);
  await page.getByTestId('oem-save').click();
  await expect(toast(page, '操作成功').first()).toBeVisible();

  // The login page config answers the new brand for the channel (by channelId, as the login page asks).
  const cfg = await (await page.request.get('/ai-admin/public/getLoginPageConfig?channelId=1001')).json();
  expect(cfg.data.oem).toMatchObject({ abbreviation: abbr, logo });

  // The channel's admin sees it in the layout…
  await logout(page);
  await uiLogin(page, 'channel');
  const sider = page.locator('.ant-layout-sider');
  await expect(sider.locator(`img[alt="${abbr}"]`)).toHaveAttribute('src', logo);
  await sider.locator('.ant-layout-sider-trigger').click();
  await expect(sider.getByText(abbr, { exact: true })).toBeVisible();
  // Their OEM screen offers their own channel only, with the saved values.
  await page.goto('/aiadmin/OEM');
  await expect(page.locator('#oem_abbreviation')).toHaveValue(abbr);
  await page.getByTestId('oem-channel').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
  await page.keyboard.press('Escape');
  // …and on the login page (the channel is remembered after logout).
  await logout(page);
  await expect(page.locator('main')).toContainText(abbr);
  await expect(page.locator(`main img[alt="${abbr}"]`)).toHaveAttribute('src', logo);
});

test('blacklist: the operator adds a number (normalised), a bad or duplicate number is refused', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/blacklist');
  await expect(rows(page).first()).toBeVisible();
  const modal = page.locator('.ant-modal').filter({ has: page.locator('#edit_phone') });
  const open = async () => {
    await page.getByRole('button', { name: '新增号码' }).click();
    await expect(modal).toBeVisible();
    await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  };
  await open();
  await modal.locator('#edit_phone').fill('12ab');
  await modal.locator('button.ant-btn-primary').click();
  await expect(modal).toContainText('号码须为5到20位数字，可带前导+');
  await modal.locator('#edit_phone').fill('+86 135-7777-0001');
  await modal.locator('#edit_reason').fill('浏览器测试');
  await modal.locator('button.ant-btn-primary').click();
  await expect(modal).toBeHidden();
  await page.locator('#search_phone').fill('13577770001');
  await page.getByTestId('search-form').locator('button[type=submit]').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('+8613577770001');
  await expect(rows(page).first()).toContainText('永久');
  // The same number again, spelled differently: refused with the server's message.
  await open();
  await modal.locator('#edit_phone').fill('+8613577770001');
  await modal.locator('button.ant-btn-primary').click();
  await expect(toast(page, '已在黑名单中')).toHaveCount(1);
  await expect(modal).toBeVisible();
});

test('showcase bots: the operator creates a case with an industry and a bot of any tenant', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/operating/botcase');
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toContainText('金融 / 银行');
  await expect(rows(page).first()).toContainText('信用卡分期营销 (知语演示租户)');

  const modal = page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
  await page.getByRole('button', { name: '新增案例' }).click();
  await expect(modal).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  await modal.locator('#edit_name').fill('E2E保险案例');
  // Dropdowns slide in: each click waits for the animation to end, so it lands on the item.
  const settled = (kind: string) => expect(page.locator(`.ant-${kind}-dropdown[class*="slide-up"]`)).toHaveCount(0);
  await modal.locator('#edit_tradePath').click();
  await settled('cascader');
  await page.locator('.ant-cascader-menu-item').filter({ hasText: '保险' }).first().click();
  const auto = page.locator('.ant-cascader-menu-item').filter({ hasText: '车险' }).first();
  await expect(auto).toBeVisible();
  await auto.click();
  await expect(modal.locator('.ant-form-item').filter({ has: page.locator('#edit_tradePath') })).toContainText(
    '保险 / 车险',
  );
  // Bots of every tenant are offered; typing filters them (the list is virtual).
  await modal.locator('#edit_botId').click();
  await modal.locator('#edit_botId').fill('ISO-MARK-T2 0');
  await settled('select');
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'ISO-MARK-T2 0' });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(modal.locator('.ant-form-item').filter({ has: page.locator('#edit_botId') })).toContainText(
    '隔离租户乙',
  );
  await modal.locator('button.ant-btn-primary').click();
  await expect(modal).toBeHidden();
  await expect(rows(page)).toHaveCount(5);
  const created = rows(page).filter({ hasText: 'E2E保险案例' });
  await expect(created).toContainText('保险 / 车险');
  await expect(created).toContainText('ISO-MARK');
});

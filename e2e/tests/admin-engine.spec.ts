import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, uiLogin } from './helpers.ts';
import { confirmDialog, confirmMore, moreAction } from './row-actions.helpers.ts';

// These tests change engines and the SIP trunk, so they run one after another on one server.
test.describe.configure({ mode: 'serial' });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#engine_name') });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();
/** antd renders two-character button labels with a space (删 除); match either. */
const button = (scope: Locator | Page, name: string) =>
  scope.getByRole('button', { name }).or(scope.getByRole('button', { name: name.split('').join(' ') }));

/** The dialog has finished its zoom-in, so clicks land where the buttons are. */
async function opened(page: Page) {
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

/** Picks an option of a form select (retried until the select shows it: a later field may depend on it). */
const pick = (page: Page, field: string, option: string) => choose(page, `#${field}`, option);

test('operator: the built-in NLP engine tests OK; an http engine on a dead port shows why it fails', async ({
  page,
}) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/nlp');
  const local = row(page, '内置NLP引擎');
  await expect(local).toContainText('内置引擎（无需安装）');
  // Untested on a fresh app; a retry of this file finds the first try's test result.
  await expect(local).toContainText(/未测试|正常 · \d+ ms/);
  await button(local, '测试连接').click();
  await expect(toast(page, '连接正常，耗时 0 ms')).toBeVisible();
  await expect(local.getByTestId('engine-last-test')).toHaveText('正常 · 0 ms');

  const name = `e2e-http-${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: '新增引擎' }).click();
  await opened(page);
  await modal(page).locator('#engine_name').fill(name);
  await pick(page, 'engine_vendor', '通用 HTTP(S) 引擎');
  // A bad address is refused in the form first (requirements §5 http/https pattern), and nothing is created.
  await modal(page).locator('#engine_endpoint').fill('ftp://127.0.0.1/');
  await modal(page).locator('#engine_appSecret').fill('e2e-secret-value');
  await modal(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(modal(page).getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();
  // Port 1 on the loopback: nothing listens there.
  await modal(page).locator('#engine_endpoint').fill('http://127.0.0.1:1/chat');
  await modal(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(modal(page)).toBeHidden();

  const created = row(page, name);
  await expect(created).toContainText('http://127.0.0.1:1/chat');
  await button(created, '测试连接').click();
  await expect(toast(page, '连接测试失败：连接被拒绝')).toBeVisible();
  await expect(created.getByTestId('engine-last-test')).toHaveText('连接被拒绝');

  // The secret is never shown again: the edit form's field is empty and says it is set.
  await button(created, '编辑').click();
  await opened(page);
  await expect(modal(page).locator('#engine_appSecret')).toHaveValue('');
  await expect(modal(page).locator('#engine_appSecret')).toHaveAttribute('placeholder', '已设置，留空则不修改');
  expect(await page.content()).not.toContain('e2e-secret-value');
});

test('tenant admin: SIP settings refuse a bad address, then save and test valid ones', async ({ page, baseURL }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/index/tenant/sip');
  // A fresh app has no trunk; a retry of this file finds the one the first try saved.
  const unset = page.getByText('当前租户尚未配置 SIP 中继');
  const fresh = test.info().retry === 0;
  if (fresh) await expect(unset).toBeVisible();
  const saveButton = button(page, '保存');
  await page.locator('#sip_address').fill('bad host!');
  await page.locator('#sip_password').fill('trunk-secret-e2e');
  await saveButton.click();
  await expect(page.getByText('请输入正确的主机名、IPv4 或 IPv6 地址')).toBeVisible();
  await page.reload();
  if (fresh) await expect(unset).toBeVisible();
  else await expect(page.locator('#sip_address')).toHaveValue('127.0.0.1');

  // The app's own port on the loopback accepts TCP connections: a valid trunk to test against.
  const port = new URL(baseURL ?? 'http://127.0.0.1:8195').port;
  await page.locator('#sip_address').fill('127.0.0.1');
  await page.locator('#sip_port').fill(port);
  await pick(page, 'sip_transport', 'TCP');
  await page.locator('#sip_username').fill('trunk01');
  await page.locator('#sip_password').fill('trunk-secret-e2e');
  await page.locator('#sip_concurrency').fill('20');
  await saveButton.click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(page.getByTestId('sip-updated')).toContainText('最后由 tenant');
  await button(page, '测试连接').click();
  await expect(toast(page, /连接正常，耗时 \d+ ms/)).toBeVisible();

  await page.reload();
  await expect(page.locator('#sip_address')).toHaveValue('127.0.0.1');
  await expect(page.locator('#sip_concurrency')).toHaveValue('20');
  await expect(page.locator('#sip_password')).toHaveValue('');
  await expect(page.locator('#sip_password')).toHaveAttribute('placeholder', '已设置，留空则不修改');
  expect(await page.content()).not.toContain('trunk-secret-e2e');
});

test('operator: a speech engine is assigned to a tenant, and deleting it asks to confirm the cascade', async ({
  page,
}) => {
  await uiLogin(page, 'admin');
  await page.goto('/aiadmin/speechengine');
  await expect(row(page, '内置语音识别')).toContainText('知语演示租户');
  const name = `e2e-asr-${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: '新增引擎' }).click();
  await opened(page);
  await modal(page).locator('#engine_name').fill(name);
  await pick(page, 'engine_kind', '语音识别（ASR）');
  await pick(page, 'engine_vendor', '内置引擎（无需安装）');
  // The built-in engine needs no endpoint and no credentials.
  await expect(modal(page).locator('#engine_endpoint')).toHaveCount(0);
  await expect(modal(page).locator('#engine_appSecret')).toHaveCount(0);
  await modal(page).locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(modal(page)).toBeHidden();
  const created = row(page, name);
  await expect(created).toContainText('语音识别（ASR）');

  await button(created, '分配租户').click();
  const assign = page.locator('.ant-modal').filter({ has: page.locator('#assign_tenantIds') });
  await expect(assign).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
  await page.locator('.ant-select:has(#assign_tenantIds)').click();
  await page.locator('.ant-select-dropdown:visible').getByText('知语演示租户 (2001)', { exact: true }).click();
  await assign.locator('.ant-modal-title').click();
  await assign.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(assign).toBeHidden();
  await expect(created).toContainText('知语演示租户');

  await moreAction(page, created, '删除');
  await expect(confirmDialog(page)).toContainText(`引擎「${name}」已分配给 1 个租户`);
  await confirmMore(page);
  await expect(created).toHaveCount(0);
});

test('operator at platform level is asked to switch to a tenant before editing a SIP trunk', async ({ page }) => {
  await uiLogin(page, 'admin');
  await page.goto('/index/tenant/sip');
  await expect(page.getByText('SIP 中继按租户设置：请先在页头切换到要设置的租户')).toBeVisible();
  await expect(page.locator('#sip_address')).toHaveCount(0);
});

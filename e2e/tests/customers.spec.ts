import { PassThrough } from 'node:stream';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, signInAs, uiLogin } from './helpers.ts';

// These tests add attributes, customers and blacklist entries: one after another.
test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now() % 10000).padStart(4, '0');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const total = (page: Page) => page.getByTestId('list-pagination').locator('span').first();
const editModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('#edit_name, #edit_phone') });
const importModal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.ant-upload-drag') });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const button = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name }).or(scope.getByRole('button', { name: name.split('').join(' ') }));

async function xlsx(data: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const ws = wb.addWorksheet('Sheet1');
  for (const r of data) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** A dialog has finished opening (antd zooms it in; a click during the zoom can miss). */
async function opened(page: Page, modal: ReturnType<Page['locator']>) {
  await expect(modal).toBeVisible();
  await expect(page.locator('.ant-modal[class*="zoom-appear"], .ant-modal[class*="zoom-enter"]')).toHaveCount(0);
}

async function search(page: Page, field: string, value: string) {
  await page.locator(`#search_${field}`).fill(value);
  await page.getByTestId('search-form').locator('button[type=submit]').click();
}

async function confirmPopover(page: Page) {
  const ok = page.locator('.ant-popconfirm:visible .ant-btn-primary');
  await expect(ok).toBeVisible();
  await ok.click();
}

test('define an attribute, then create a customer carrying it', async ({ page }) => {
  const attr = `e2e属性${stamp}`;
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/crm-filed/list');
  await expect(page.getByRole('tab', { name: '属性管理' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).filter({ hasText: '意向产品' })).toHaveCount(1);
  await page.getByRole('button', { name: '新增属性' }).click();
  await opened(page, editModal(page));
  await editModal(page).locator('#edit_name').fill(attr);
  await editModal(page).locator('button.ant-btn-primary').click();
  await expect(toast(page, '操作成功').first()).toBeVisible();
  await search(page, 'name', attr);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('文本');

  await page.goto('/aicall/crm/list');
  await expect(page.locator('.ant-table-thead')).toContainText(attr);
  await page.getByRole('button', { name: '新增客户' }).click();
  await opened(page, editModal(page));
  await editModal(page).locator('#edit_name').fill(`e2e客户${stamp}`);
  // A bad number is refused in the form and nothing is sent.
  await editModal(page).locator('#edit_phone').fill('12345');
  await editModal(page).locator('button.ant-btn-primary').click();
  await expect(editModal(page)).toContainText('号码格式不正确');
  await editModal(page).locator('#edit_phone').fill(`+86 139 ${stamp} 0001`);
  await editModal(page).getByLabel(attr).fill('来自浏览器');
  await editModal(page).locator('button.ant-btn-primary').click();
  await expect(toast(page, '操作成功').first()).toBeVisible();
  await search(page, 'name', `e2e客户${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`139${stamp}0001`);
  await expect(rows(page).first()).toContainText('来自浏览器');
});

test('import 50 customers; a user without the full-phone button sees them masked and batch deletes', async ({
  page,
  request,
}) => {
  const tag = `e2e批次${stamp}`;
  const phone = (i: number) => `137${stamp}${String(i).padStart(4, '0')}`;
  const file = await xlsx([
    ['姓名', '手机号', '标签'],
    ...Array.from({ length: 50 }, (_, i) => [`导入客户${i}`, Number(phone(i)), tag]),
  ]);
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/crm/list');
  await button(page, '导入').click();
  await opened(page, importModal(page));
  await importModal(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await button(importModal(page), '确定').click();
  await expect(page.getByText('导入成功')).toBeVisible();
  await search(page, 'tag', tag);
  await expect(total(page)).toContainText('50');
  await expect(rows(page).first()).toContainText(/137\d{8}/);

  // A role with the customer screen but not the full-phone button.
  const admin = await apiLogin(request, 'tenant');
  const headers = { authorization: admin.authorization };
  const role = await (
    await request.post('/ai-admin/tenant-role/add', {
      headers,
      data: { name: `客户查看${stamp}`, description: '', tenantId: '2001' },
    })
  ).json();
  expect(role.code, JSON.stringify(role)).toBe('000000');
  const grant = await (
    await request.post('/ai-admin/tenant-role/grant', {
      headers,
      data: {
        roleId: role.data.id,
        resourceIds: [
          '/aicall',
          '/aicall/crm/list',
          'aicall.customer.list',
          'aicall.customer.delete',
          'aicall.customer.delete-button',
        ],
      },
    })
  ).json();
  expect(grant.code, JSON.stringify(grant)).toBe('000000');
  const viewer = { username: `e2e_cust_${stamp}`, password: 'Viewer#2026x' };
  const user = await (
    await request.post('/ai-admin/user-manage/create', {
      headers,
      data: { username: viewer.username, nickname: viewer.username, password: viewer.password },
    })
  ).json();
  expect(user.code, JSON.stringify(user)).toBe('000000');
  await request.post('/ai-admin/user-manage/roles', { headers, data: { id: user.data.id, roleIds: [role.data.id] } });

  await signInAs(page, viewer);
  await page.goto('/aicall/crm/list');
  await search(page, 'tag', tag);
  await expect(total(page)).toContainText('50');
  await expect(rows(page)).toHaveCount(10);
  for (const text of await rows(page).allTextContents()) {
    expect(text).toMatch(/137\*{4}\d{4}/);
    expect(text).not.toMatch(/137\d{8}/);
  }
  await expect(page.getByRole('button', { name: '新增客户' })).toHaveCount(0);
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await button(page, '批量删除').click();
  await confirmPopover(page);
  await expect(total(page)).toContainText('40');
});

test('blacklist a number: stored in its normal form; the same number again is refused', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aicall/crm-black/list');
  await expect(rows(page).filter({ hasText: '13800131007' })).toHaveCount(1);
  await page.getByRole('button', { name: '添加黑名单' }).click();
  const modal = page.locator('.ant-modal').filter({ has: page.locator('#edit_phone') });
  await opened(page, modal);
  await modal.locator('#edit_phone').fill(`0086 136-${stamp}-0009`);
  await modal.locator('#edit_reason').fill('e2e 投诉');
  await modal.locator('button.ant-btn-primary').click();
  await expect(toast(page, '操作成功').first()).toBeVisible();
  await search(page, 'phone', `136${stamp}0009`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('e2e 投诉');
  await expect(rows(page).first()).toContainText('tenant');
  // The same number again is refused.
  await page.getByRole('button', { name: '添加黑名单' }).click();
  await opened(page, modal);
  await modal.locator('#edit_phone').fill(`136${stamp}0009`);
  await modal.locator('button.ant-btn-primary').click();
  await expect(toast(page, '已在黑名单中').first()).toBeVisible();
});

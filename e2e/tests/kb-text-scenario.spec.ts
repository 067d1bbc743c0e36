import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { button, opened, rows, search, toast, xlsx } from './aicall-scenario.steps.ts';
import { apiLogin, uiLogin } from './helpers.ts';

/**
 * The knowledge base and the text bot from end to end, as a tenant admin goes through them: a
 * library of 20 items imported from a workbook, a question asked on /aikb/test, a widget channel
 * deployed on it, its tag pasted into a plain HTML page of another origin where a visitor asks two
 * questions, likes one answer and dislikes the other; then the session in the session records and
 * its counts in the service overview and the knowledge analysis. Everything carries this run's
 * stamp, and the statistics are filtered to this run's channel.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ timezoneId: 'Asia/Shanghai' });

const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const LIB = `智能家居知识库${stamp}`;
const CHANNEL = `官网客服${stamp}`;
const REASON = '没说怎么看存储卡';

/** Standard question, a similar question, the answer, the category path. */
const FAQ: [string, string, string, string][] = [
  ['路由器怎么恢复出厂设置', '路由器如何重置', '用针按住复位孔 10 秒，指示灯闪烁后松开。', '设备/路由器'],
  ['忘记管理员密码怎么办', '管理密码找不回来', '恢复出厂设置后用默认密码登录，再修改密码。', '设备/路由器'],
  ['摄像头为什么显示离线', '摄像头连不上网', '检查电源和无线信号，再在应用里重新配网。', '设备/摄像头'],
  ['智能门锁电池能用多久', '门锁多久换一次电池', '正常使用约 12 个月，电量低时会语音提醒。', '设备/门锁'],
  ['门锁指纹录入失败怎么办', '指纹录不进去', '清洁手指和指纹头后，按提示多角度按压。', '设备/门锁'],
  ['扫地机器人不回充', '扫地机找不到充电座', '把充电座靠墙放在空旷处，两侧各留出半米。', '设备/扫地机'],
  ['如何把设备分享给家人', '家里人怎么一起用设备', '在设备页点击共享，输入家人的手机号。', '账号'],
  ['怎么注销账号', '账号能删除吗', '在设置的账号与安全里申请注销，7 天后生效。', '账号'],
  ['绑定的手机号怎么更换', '换了手机号怎么办', '在账号与安全里验证旧号码后更换。', '账号'],
  ['保修期是多久', '质保几年', '整机保修一年，主要部件保修三年。', '售后'],
  ['怎么申请上门维修', '能派师傅上门修吗', '在应用的售后服务里提交维修单，客服会联系预约。', '售后'],
  ['发票在哪里开', '怎么开发票', '在订单详情点击申请开票，电子发票发送到邮箱。', '售后'],
  ['支持哪些语音助手', '能用音箱控制吗', '支持市面上主流的智能音箱。', '功能'],
  ['定时任务怎么设置', '怎样让设备定时开关', '在设备页点击定时，选择时间和动作。', '功能'],
  ['离家模式有什么用', '离家模式是干什么的', '离家后自动关灯并开启摄像头看护。', '功能'],
  ['固件怎么升级', '如何更新设备系统', '在设备设置里点击固件升级，升级时保持通电。', '功能'],
  ['设备支持 5G 无线吗', '能连 5G WiFi 吗', '目前只支持 2.4G 无线网络。', '功能'],
  ['录像保存多久', '监控视频存几天', '云存储保存 7 天，存储卡循环录制。', '功能'],
  ['设备耗电量大吗', '一个月用多少电', '待机功率低于 1 瓦，每月约 1 度电。', '功能'],
  ['买了不满意可以退货吗', '不满意能退吗', '签收 7 天内可无理由退货。', '售后'],
];
/** What the visitor asks: a paraphrase of the robot cleaner item (liked), then of the camera one (disliked). */
const ASK_LIKED = '扫地机器人老是找不到充电座怎么办';
const ASK_DISLIKED = '摄像头老是离线是怎么回事';

let site: Server | undefined;
let channelId = '';

test.afterAll(async () => {
  await new Promise((ok) => (site ? site.close(ok) : ok(undefined)));
});

/** The ids of this run's items by standard question. */
async function itemIds(request: APIRequestContext): Promise<Record<string, string>> {
  const { authorization } = await apiLogin(request, 'tenant');
  const headers = { authorization };
  const libs = await (
    await request.get(`/aikb-api/library/list?pageNum=1&pageSize=10&name=${encodeURIComponent(LIB)}`, { headers })
  ).json();
  const libraryId = libs.data.list[0].id as string;
  const items = await (
    await request.get(`/aikb-api/knowledge/list?pageNum=1&pageSize=50&libraryId=${libraryId}`, { headers })
  ).json();
  return Object.fromEntries(items.data.list.map((i: { id: string; question: string }) => [i.question, i.id]));
}

const sessionTotal = async (page: Page) =>
  Number(
    ((await page.getByTestId('list-pagination').locator('[data-part=total]').textContent()) ?? '').replace(/\D/g, ''),
  );

test('1. a library of 20 items imported from a workbook', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/words-library');
  await button(page, '新建知识库').click();
  const modal = page.locator('.ant-modal').filter({ has: page.locator('#edit_name') });
  await opened(page, modal);
  await modal.locator('#edit_name').fill(LIB);
  await modal.locator('button.ant-btn-primary').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await search(page, 'name', LIB);
  // The search has answered: only this run's library is listed.
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(LIB);
  await rows(page).first().getByTestId('kb-open-library').click();
  await expect(page.getByTestId('kb-library-name')).toHaveText(LIB, { timeout: 20_000 });

  const file = await xlsx([
    ['标准问题', '相似问题', '答案', '分类', '标签', '知识类型', '有效性'],
    ...FAQ.map(([q, similar, a, category]) => [q, similar, a, category, '智能家居', '问答话术库', '有效']),
  ]);
  await button(page, '导入').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-upload-drag') });
  await opened(page, dialog);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'faq.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await button(dialog, '确定').click();
  await expect(toast(page, '导入成功')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('list-pagination').locator('[data-part=total]')).toContainText('20');
});

test('2. /aikb/test answers a paraphrase from the new library', async ({ page }) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aikb/test');
  await page.locator('#hitTest_question').fill('路由器要怎么重置');
  await page.locator('#hitTest_libraryIds').fill(LIB);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: LIB }).click();
  await page.keyboard.press('Escape');
  const reply = page.waitForResponse((r) => r.url().includes('/aikb-api/hitTest/ask'));
  await page.getByTestId('hit-test-ask').click();
  expect((await (await reply).json()).code).toBe('000000');
  const answer = page.getByTestId('bot-answer').first();
  await expect(answer).toHaveAttribute('data-kind', 'answer');
  await expect(answer).toContainText('用针按住复位孔 10 秒');
  const top = page.getByTestId('hit-table').locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(top).toContainText('路由器怎么恢复出厂设置');
  await expect(top).toContainText(LIB);
});

test('3. a widget channel on the library, its tag on a customer page: ask, like, dislike', async ({
  page,
  browser,
}) => {
  await uiLogin(page, 'tenant');
  await page.goto('/aitext/channelConfig');
  await button(page, '新建渠道').click();
  const form = page.locator('.ant-drawer').filter({ has: page.locator('#channel_name') });
  await expect(form.locator('#channel_name')).toBeVisible();
  await form.locator('#channel_name').fill(CHANNEL);
  await form.locator('#channel_libraryIds').fill(LIB);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: LIB }).click();
  await form.locator('#channel_fallback').fill('这个问题我还不会，换个问法试试。');
  const saved = page.waitForResponse((r) => r.url().includes('/newaitext/channel/add'));
  await form.getByTestId('channel-save').click();
  const created = await (await saved).json();
  expect(created.code).toBe('000000');
  channelId = created.data.id;

  // The tag exactly as the deploy drawer shows it, pasted into a plain page of another origin.
  const snippet = (await page.getByTestId('channel-snippet').textContent()) ?? '';
  expect(snippet).toContain(created.data.widgetKey);
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>智能家居商城</title></head>
<body><h1>智能家居商城</h1>${snippet}</body></html>`;
  site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((ok) => site?.listen(0, '127.0.0.1', ok));

  const visitor = await browser.newContext({ locale: 'zh-CN' });
  const shop = await visitor.newPage();
  await shop.goto(`http://localhost:${(site.address() as AddressInfo).port}/`);
  const w = shop.locator('#zhiyu-chat-widget');
  await w.getByRole('button', { name: '在线客服' }).click();
  await expect(w.getByRole('dialog')).toBeVisible();
  const ask = async (text: string) => {
    const before = await w.locator('.msg.bot').count();
    await w.getByRole('textbox').fill(text);
    await w.getByRole('button', { name: '发送' }).click();
    await expect(w.locator('.msg.bot')).toHaveCount(before + 1);
    return w.locator('.msg.bot').last();
  };
  const liked = await ask(ASK_LIKED);
  await expect(liked).toHaveAttribute('data-kind', 'answer');
  await expect(liked).toContainText('把充电座靠墙放在空旷处');
  await liked.getByRole('button', { name: '有用' }).click();
  await expect(liked.locator('.done')).toHaveText('感谢您的反馈');
  const disliked = await ask(ASK_DISLIKED);
  await expect(disliked).toHaveAttribute('data-kind', 'answer');
  await expect(disliked).toContainText('检查电源和无线信号');
  await disliked.getByRole('button', { name: '没用' }).click();
  await disliked.getByRole('textbox').fill(REASON);
  await disliked.getByRole('button', { name: '提交' }).click();
  await expect(disliked.locator('.done')).toHaveText('已收到，我们会改进');
  await visitor.close();
});

test('4. the session in the records, its counts in the overview and the knowledge analysis', async ({
  page,
  request,
}) => {
  expect(channelId).not.toBe('');
  const ids = await itemIds(request);
  const [cleaner, camera] = [FAQ[5][0], FAQ[2][0]].map((q) => ids[q]);
  await uiLogin(page, 'tenant');

  // Service overview of this channel: one session of one visitor, two rounds, nothing transferred.
  await page.goto(`/aitext/serviceOverview?channel=${channelId}`);
  const card = (k: string) => page.getByTestId(`kpi-${k}`).locator('.ant-statistic-content');
  await expect(card('sessionTotal')).toHaveText('1');
  await expect(card('servicePersonCount')).toHaveText('1');
  await expect(card('conversationRoundCount')).toHaveText('2');
  await expect(card('averageRoundCount')).toHaveText('2.00');
  await expect(card('transferredToHumanCount')).toHaveText('0');

  // Knowledge analysis of this channel: the liked and the disliked item, one hit each.
  await page.goto(`/aitext/knowledgeAnalysis?channel=${channelId}`);
  await expect(page.getByTestId(`fig-${cleaner}-hits`)).toHaveText('1');
  await expect(page.getByTestId(`fig-${cleaner}-likes`)).toHaveText('1');
  // A zero opens nothing: it is shown as plain text.
  await expect(page.getByTestId(`fig-${cleaner}-dislikes`)).toHaveCount(0);
  await expect(page.getByTestId(`fig-${camera}-hits`)).toHaveText('1');
  await expect(page.getByTestId(`fig-${camera}-dislikes`)).toHaveText('1');
  await expect(page.getByTestId('total-hits').locator('.ant-statistic-content')).toHaveText('2');

  // The dislike opens the session in the session records, with the conversation and the reason.
  await page.getByTestId(`fig-${camera}-dislikes`).click();
  await expect(page).toHaveURL(/\/aitext\/textSessionRecord/);
  await expect.poll(() => sessionTotal(page)).toBe(1);
  await expect(rows(page).first()).toContainText(CHANNEL);
  await page.getByTestId('session-open').first().click();
  const chat = page.getByTestId('session-chat');
  await expect(chat.locator('[data-role=user][data-kind=question]')).toContainText([ASK_LIKED, ASK_DISLIKED]);
  await expect(chat.getByTestId('message-vote')).toHaveCount(2);
  await expect(chat).toContainText(REASON);
});

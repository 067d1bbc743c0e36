import { expect, type Page, test } from '@playwright/test';
import { ALL_DAY, pageApi, uiLogin } from './helpers.ts';

// These tests create and run tasks one after another on the shared server.
test.describe.configure({ mode: 'serial' });
// The demo tasks' zone: "tomorrow" and the window's time read the same in the page.
test.use({ timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 900 } });

const DAY = 86_400_000;
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

interface Options {
  bots: { id: string; name: string }[];
  lines: { id: string; name: string }[];
}
type Task = { id: string; status: string; botId: string };

/** A task of the demo bot on the demo line over the customers carrying these tags. */
async function makeTask(page: Page, name: string, windows: object, tags: string[], concurrency = 1) {
  const o = await pageApi<Options>(page, '/v1/aicall-web/task/options');
  const bot = o.bots.find((b) => b.name === '信用卡分期营销');
  const line = o.lines.find((l) => l.name === '演示外呼线路');
  expect(bot && line).toBeTruthy();
  return pageApi<Task>(page, '/v1/aicall-web/task/add', {
    name,
    botId: bot?.id,
    lineIds: [line?.id],
    windows,
    concurrency,
    redial: { classes: [], times: 0, intervalMin: 1 },
    customers: { mode: 'tags', tags },
  });
}

test('a task started outside its calling windows says when the next one opens', async ({ page }) => {
  await uiLogin(page, 'tenant');
  // Open on tomorrow's weekday only (Shanghai time), 09:00–10:00.
  const tomorrow = String((new Date(Date.now() + 8 * 3_600_000).getUTCDay() + 1) % 7);
  const name = `e2e时段-${Date.now() % 100000}`;
  const task = await makeTask(page, name, { [tomorrow]: [{ from: '09:00', to: '10:00' }] }, ['待跟进']);
  await pageApi(page, '/v1/aicall-web/task/start', { id: task.id });
  await page.goto(`/aicall/call-manage/outbound-task?name=${encodeURIComponent(name)}`);
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText('进行中');
  await expect(row.getByTestId('task-window-wait')).toHaveText('等待呼叫时段 · 明天 09:00 开始');
  await page.screenshot({ path: '/tmp/call-fixes-task-list.png' });
  await page.goto(`/aicall/botTotal/taskDetails?id=${task.id}`);
  await expect(page.getByTestId('task-detail-status')).toHaveText('进行中');
  await expect(page.getByTestId('task-window-wait')).toHaveText('等待呼叫时段 · 明天 09:00 开始');
  await expect(page.getByTestId('progress-dialled')).toContainText('0');
  await page.screenshot({ path: '/tmp/call-fixes-task-detail.png' });
  await pageApi(page, '/v1/aicall-web/task/stop', { id: task.id });
});

test('a concurrency-1 task: calls one after another, node as the board counts it, 暂无录音 with its reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await uiLogin(page, 'tenant');
  const name = `e2e并发1-${Date.now() % 100000}`;
  const task = await makeTask(page, name, ALL_DAY, ['待跟进', '要求回电', '新客户']);
  await pageApi(page, '/v1/aicall-web/task/start', { id: task.id });
  await expect
    .poll(async () => (await pageApi<Task>(page, `/v1/aicall-web/task/get?id=${task.id}`)).status, { timeout: 60_000 })
    .toBe('completed');
  const now = Date.now();
  const range = `from=${now - DAY}&to=${now + DAY}`;
  type Rec = {
    id: string;
    startedAt: number;
    endedAt: number;
    answeredAt: number | null;
    hangupNodeName: string | null;
  };
  const recs = await pageApi<{ list: Rec[] }>(
    page,
    `/v1/aicall-web/call-record/outbound/list?${range}&taskId=${task.id}&pageSize=100`,
  );
  expect(recs.list.length).toBeGreaterThan(5);
  // Concurrency 1: each call starts after the previous one ended.
  const byStart = [...recs.list].sort((a, b) => a.startedAt - b.startedAt);
  for (let i = 1; i < byStart.length; i++) expect(byStart[i].startedAt).toBeGreaterThanOrEqual(byStart[i - 1].endedAt);

  await page.goto(`/aicall/call-manage/outbound-record?${range}&taskId=${task.id}`);
  await expect(rows(page).first()).toBeVisible();
  // An answered call: its hang-up node is the one the hang-up node board counts it under.
  const answered = recs.list.find((r) => r.answeredAt !== null);
  const missed = recs.list.find((r) => r.answeredAt === null);
  expect(answered && missed).toBeTruthy();
  const detail = await pageApi<{ hangupNodeId: string; botId: string }>(
    page,
    `/v1/aicall-web/call-record/detail?id=${answered?.id}`,
  );
  const day = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
  const stat = await pageApi<{ rows: { nodeId: string; nodeName: string }[] }>(
    page,
    `/v1/aicall-web/databoard/hangUp/nodeHangUpStat?startDay=${day.slice(0, 8)}01&endDay=${day}&botId=${detail.botId}&taskId=${task.id}`,
  );
  const boardNode = stat.rows.find((r) => r.nodeId === detail.hangupNodeId)?.nodeName;
  expect(boardNode).toBeTruthy();
  const open = async (id: string) => {
    const index = recs.list.findIndex((r) => r.id === id);
    await page.goto(`/aicall/call-manage/outbound-record?${range}&taskId=${task.id}&size=100`);
    await rows(page).nth(index).getByRole('button', { name: '详情' }).click();
    await expect(page.getByTestId('record-detail')).toBeVisible();
  };
  await open(answered?.id as string);
  await expect(page.getByTestId('record-hangup-node')).toHaveText(boardNode as string);
  await page.screenshot({ path: '/tmp/call-fixes-record-answered.png' });
  // An unanswered call: no player, 暂无录音 with the reason.
  await page.keyboard.press('Escape');
  await open(missed?.id as string);
  await expect(page.getByTestId('record-no-audio')).toHaveText(/暂无录音.*通话未接通，没有录音/);
  await expect(page.getByTestId('record-audio')).toHaveCount(0);
  await expect(page.getByTestId('record-hangup-node')).toHaveText('-');
  await page.screenshot({ path: '/tmp/call-fixes-record-missed.png' });
});

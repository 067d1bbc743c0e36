import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, pageApi, uiLogin } from './helpers.ts';

// Every list screen at 1280 × 800: no column hides under the fixed operation column unless the
// table scrolls sideways with a cue in view, and no row's operation cell wraps.
const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** Tenant modules, seen by the tenant admin. */
const TENANT_LISTS = [
  '/index/bot',
  '/bot/bot-list',
  '/aicall/callConfig',
  '/aicall/settings',
  '/aicall/templateMessage',
  '/aicall/crm-filed/list',
  '/aicall/crm-filed/list?tab=tags',
  '/aicall/crm-black/list',
  '/aicall/crm/list',
  '/aicall/call-manage/outbound-task',
  '/aicall/call-manage/outbound-record',
  '/aicall/call-manage/inbound-record',
  '/aicall/call-manage/intention-degree',
  '/aicall/call-manage/intention-detail',
  '/aicall/data-board/outbound',
  '/aicall/data-board/overview',
  '/aicall/data-board/hotAnalysis',
  '/aicall/data-board/modelAnalysis',
  '/aicall/data-board/hangupNode',
  '/aicall/data-board/tags',
  '/aikb/words-library',
  '/aikb/operaLog',
  '/aikb/knowledgeReport',
  '/aikb/clicksReport',
  '/aikb/likeUnlikeReport',
  '/aikb/highFreeWordsReport',
  '/aikb/usageReport',
  '/learnself/model/dataset',
  '/learnself/model/modelmanager',
  '/aitext/channelConfig',
  '/aitext/textSessionRecord',
  '/aitext/knowledgeAnalysis',
  '/learnself/pastdata',
  '/learnself/pastdata?tab=rules',
  '/learnself/clustering',
  '/learnself/marking',
  '/learnself/diagnosis',
  '/learnself/qa',
  '/aihelper/accessChannel',
  '/aihelper/customField',
  '/aihelper/qulityPoint',
  '/aihelper/agent-assistant',
  '/aihelper/agent-assistant?tab=profiles',
  '/aihelper/trigger',
  '/aihelper/aihelper-records',
  '/aihelper/thresholdConfig',
  '/aihelper/auditLogs',
  '/aihelper/authorization',
];

/** Platform administration lists, seen by the operator. */
const OPERATOR_LISTS = [
  '/aiadmin/channel/add',
  '/aiadmin/channel/user',
  '/aiadmin/channel/tenant/list',
  '/aiadmin/channel/role',
  '/aiadmin/tenant/add',
  '/aiadmin/tenant/user',
  '/aiadmin/tenant/role',
  '/aiadmin/tenant/app/list',
  '/aiadmin/userManage',
  '/aiadmin/operating/botcase',
  '/aiadmin/blacklist',
  '/aiadmin/callrecord',
  '/aiadmin/module',
  '/aiadmin/nlp',
  '/aiadmin/speechengine',
  '/aiadmin/audit',
];

interface TableReport {
  /** Headers (text) lying under the fixed operation column or past the table's right edge. */
  hidden: string[];
  scrollable: boolean;
  /** After scrolling to the end: the last data header, and whether it is in view and uncovered. */
  last?: { text: string; shown: boolean };
  /** With hidden headers: antd's edge shadow on, and a horizontal scrollbar inside the window. */
  shadow: boolean;
  scrollbarInView: boolean;
  /** Operation cells whose buttons sit on more than one line (their row's first cell text). */
  wrapped: string[];
  rows: number;
}

/** Measures every visible table of the page (runs in the page). */
async function measure(page: Page): Promise<TableReport[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const fixedEnd = (el: Element) => /ant-table-cell-fix-(end|right)\b/.test(el.className);
    const out: TableReport[] = [];
    const wrappers = [...document.querySelectorAll<HTMLElement>('.ant-table-wrapper')].filter(
      (w) => w.offsetParent !== null && !w.closest('.ant-modal, .ant-drawer, .ant-table-expanded-row'),
    );
    for (const w of wrappers) {
      const table = w.querySelector<HTMLElement>('.ant-table') as HTMLElement;
      const scroller = w.querySelector<HTMLElement>('.ant-table-body, .ant-table-content') as HTMLElement;
      const ths = [...w.querySelectorAll<HTMLElement>('.ant-table-thead > tr:last-child > th')].filter(
        (th) =>
          !th.classList.contains('ant-table-cell-scrollbar') &&
          !th.classList.contains('ant-table-selection-column') &&
          !th.classList.contains('ant-table-row-expand-icon-cell'),
      );
      const fixed = ths.filter(fixedEnd).at(-1);
      const data = ths.filter((th) => !fixedEnd(th));
      // The table as a user reaches it: its top at the top of the window.
      w.scrollIntoView({ block: 'start' });
      await frame();
      await new Promise((r) => setTimeout(r, 100));
      const box = scroller.getBoundingClientRect();
      const edge = () => (fixed ? fixed.getBoundingClientRect().left : box.right);
      const covered = (th: HTMLElement) => th.getBoundingClientRect().right > edge() + 1;
      scroller.scrollLeft = 0;
      await frame();
      const hidden = data.filter(covered).map((th) => th.textContent ?? '');
      const scrollable = scroller.scrollWidth > scroller.clientWidth + 1;
      const sticky = w.querySelector<HTMLElement>('.ant-table-sticky-scroll');
      const stickyShown =
        !!sticky && sticky.offsetHeight > 0 && sticky.getBoundingClientRect().bottom <= window.innerHeight + 1;
      const report: TableReport = {
        hidden,
        scrollable,
        shadow: !fixed || /fix-(end|right)-shadow-show|ping-(right|end)/.test(table.className),
        scrollbarInView: stickyShown || box.bottom <= window.innerHeight,
        wrapped: [],
        rows: 0,
      };
      if (hidden.length && scrollable) {
        scroller.scrollLeft = scroller.scrollWidth;
        await frame();
        const last = data.at(-1) as HTMLElement;
        const r = last.getBoundingClientRect();
        report.last = { text: last.textContent ?? '', shown: r.left >= box.left - 1 && !covered(last) };
        scroller.scrollLeft = 0;
        await frame();
      }
      const rows = [...w.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row')];
      report.rows = rows.length;
      for (const tr of rows) {
        const cell = [...tr.children].filter(fixedEnd).at(-1);
        if (!cell) continue;
        const tops = new Set(
          [...cell.querySelectorAll<HTMLElement>('.ant-btn')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => Math.round(b.getBoundingClientRect().top / 4)),
        );
        if (tops.size > 1) report.wrapped.push(tr.children[0]?.textContent || tr.textContent?.slice(0, 30) || '');
      }
      out.push(report);
    }
    window.scrollTo(0, 0);
    return out;
  });
}

/** Opens a list and waits until its tables are drawn and loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-table-wrapper').first(), `${path}: a table`).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  // Column widths and the sticky scrollbar settle after the rows are measured.
  await page.waitForTimeout(300);
}

async function check(page: Page, path: string) {
  await open(page, path);
  const tables = await measure(page);
  expect(tables.length, `${path}: tables`).toBeGreaterThan(0);
  tables.forEach((t, i) => {
    const at = `${path} table ${i + 1}`;
    if (t.hidden.length) {
      expect(t.scrollable, `${at}: ${t.hidden.join(', ')} hidden and the table does not scroll`).toBe(true);
      expect(t.last?.shown, `${at}: last column "${t.last?.text}" after scrolling to the end`).toBe(true);
      expect(t.shadow, `${at}: edge shadow of the fixed column`).toBe(true);
      expect(t.scrollbarInView, `${at}: a horizontal scrollbar in the window`).toBe(true);
    }
    expect(t.wrapped, `${at}: operation cells on two lines`).toEqual([]);
  });
}

async function signedIn(browser: Browser, who: Account) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await uiLogin(page, who);
  return page;
}

/** A full first page of not-started tasks (the most actions per row), made once per server. */
async function seedTasks(page: Page) {
  const have = await pageApi<{ total: number }>(page, '/v1/aicall-web/task/list?name=L1280');
  if (have.total >= 10) return;
  const o = await pageApi<{ bots: { id: string; name: string }[]; lines: { id: string; name: string }[] }>(
    page,
    '/v1/aicall-web/task/options',
  );
  const bot = o.bots.find((b) => b.name === '信用卡分期营销');
  const line = o.lines.find((l) => l.name === '演示外呼线路');
  for (let i = have.total; i < 10; i += 1) {
    await pageApi(page, '/v1/aicall-web/task/add', { name: `L1280-${i}`, botId: bot?.id, lineIds: [line?.id] });
  }
}

test.describe('lists at 1280 px, tenant admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedIn(browser, 'tenant');
    await seedTasks(page);
  });
  test.afterAll(() => page.close());
  for (const path of TENANT_LISTS) test(path, () => check(page, path));
});

test.describe('lists at 1280 px, operator', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedIn(browser, 'admin');
  });
  test.afterAll(() => page.close());
  for (const path of OPERATOR_LISTS) test(path, () => check(page, path));
});

/** The widest lists in both languages, with screenshots for a look (/tmp/lists-1280-*.png). */
const WIDE: [Account, string, string][] = [
  ['tenant', '/aicall/call-manage/outbound-task', 'tasks'],
  ['tenant', '/bot/bot-list', 'bots'],
  ['admin', '/aiadmin/userManage', 'users'],
];

for (const [who, path, name] of WIDE) {
  test(`${path} in zh-CN and en-US`, async ({ browser }) => {
    const page = await signedIn(browser, who);
    if (who === 'tenant') await seedTasks(page);
    try {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        if (lang === 'en-US') {
          await page.getByTestId('lang-switch').click();
          await expect(page.getByTestId('lang-switch')).toHaveText('中文');
        }
        await check(page, path);
        await page.screenshot({ path: `/tmp/lists-1280-${name}-${lang}.png` });
        if (name === 'tasks') {
          // The 更多 menu of a row, open.
          await page.locator('.ant-table-row').first().getByTestId('row-actions-more').click();
          await expect(page.locator('.ant-dropdown-menu:visible')).toBeVisible();
          await page.screenshot({ path: `/tmp/lists-1280-${name}-${lang}-more.png` });
          await page.keyboard.press('Escape');
        }
      }
    } finally {
      // The language is kept on the account: put it back for the other specs.
      if ((await page.getByTestId('lang-switch').textContent()) === '中文') {
        await page.getByTestId('lang-switch').click();
        await expect(page.getByTestId('lang-switch')).toHaveText('English');
      }
      await page.close();
    }
  });
}

import { expect, test } from '@playwright/test';
import { uiLogin } from './helpers.ts';

/**
 * A board opened from its address starts its first calls beside its code, before it renders
 * (routes.ts `data`); the page then finds the answers under the same query keys and asks nothing
 * twice. Each call below is made exactly once on opening, and the board draws its chart.
 */
const BOARDS: [string, string[]][] = [
  ['/aicall/data-board/outbound', ['/databoard/outbound/stat']],
  ['/aicall/data-board/overview', ['/databoard/overview/stat']],
  ['/aicall/data-board/hotAnalysis', ['/databoard/hot/stat']],
  ['/aicall/data-board/modelAnalysis', ['/databoard/model/stat']],
  [
    '/aicall/data-board/hangupNode',
    ['/databoard/hangUp/nodeHangUpStat', '/databoard/hangUp/todayUserHangUp', '/databoard/hangUp/todaySysHangUp'],
  ],
];

for (const [route, calls] of BOARDS) {
  test(`${route} opened from its address makes each first call once`, async ({ page }) => {
    await uiLogin(page, 'tenant');
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/aicall-web/databoard/')) seen.push(new URL(r.url()).pathname);
    });
    await page.goto(route);
    await expect(page.locator('.echarts-for-react svg path').first()).toBeAttached();
    // Time for a second, duplicate request to show up if the page asked again.
    await page.waitForTimeout(1000);
    for (const call of calls)
      expect(
        seen.filter((p) => p.endsWith(call)),
        call,
      ).toHaveLength(1);
  });
}

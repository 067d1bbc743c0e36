import { chromium, request as pwRequest } from '@playwright/test';
const BASE = 'http://127.0.0.1:8701';
const out = (n) => `/tmp/walk/${n}.png`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
async function login(page, u, p) {
  await page.goto(BASE + '/');
  await page.locator('#login_username').fill(u);
  await page.locator('#login_password').fill(p);
  const a = page.locator('#login_agreement');
  if (!(await a.isChecked())) await a.check();
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.waitForTimeout(1500);
}
const api = await pwRequest.newContext({ baseURL: BASE });
const lg = async (u, p) => (await (await api.post('/ai-admin/auth/login', { data: { username: u, password: p } })).json()).data;
const t = await lg('tenant', 'Tenant@2026');
const H = { authorization: t.authorization, appid: t.appId };
const post = async (path, data) => (await (await api.post(path, { headers: H, data })).json());
let ch = await post('/aihelper-api/channel/add', { name: '演示模拟', kind: 'simulator' });
console.log('channel', ch.code, ch.data?.id);
for (const f of [{ name: '联系电话', type: 'phone', extraction: 'phone' }, { name: '安装地址', type: 'address', extraction: 'address' }, { name: '客户姓名', type: 'text', extraction: 'name' }]) console.log('field', (await post('/aihelper-api/customField/add', f)).code);
console.log('rule', (await post('/aihelper-api/qcRule/add', { name: '客户情绪', kind: 'emotion', speaker: 'customer' })).code);
console.log('script', (await post('/aihelper-api/script/add', { scene: '宽带', intent: '报修', questions: ['宽带断了', '网络连不上', '宽带断了三天报修了没人来'], text: '非常抱歉给您带来不便，我马上为您加急报修。' })).code);

const ctx = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
await login(page, 'agent', 'Agent@2026');
console.log('agent landed on', page.url());
await page.screenshot({ path: out('agent-home-zh-1440'), fullPage: true });
await page.getByTestId('home-agent-desk').getByRole('link').click();
await page.waitForTimeout(2000);
await page.screenshot({ path: out('agent-desk-empty-zh-1440'), fullPage: true });
const st = await post('/aihelper-api/simulator/start', { channelId: ch.data.id, scenario: 'broadband-complaint', agent: 'agent', speed: 4 });
console.log('sim', st.code, JSON.stringify(st.data ?? st.msg));
await page.waitForTimeout(12000);
await page.screenshot({ path: out('agent-desk-live-zh-1440'), fullPage: true });
await page.setViewportSize({ width: 1280, height: 900 });
await page.getByTestId('lang-switch').click();
await page.waitForTimeout(3000);
await page.screenshot({ path: out('agent-desk-live-en-1280'), fullPage: true });
await page.waitForTimeout(15000);
await page.screenshot({ path: out('agent-desk-ended-en-1280'), fullPage: true });
await page.getByTestId('lang-switch').click();
await page.waitForTimeout(1000);
// embedded, 360 px
const a = await lg('agent', 'Agent@2026');
const p2 = await ctx.newPage();
await p2.setViewportSize({ width: 360, height: 800 });
await post('/aihelper-api/simulator/start', { channelId: ch.data.id, scenario: 'card-activation', agent: 'agent', speed: 4 });
await p2.goto(`${BASE}/iframe/aihelper/agent?token=${encodeURIComponent(a.authorization)}&appid=${a.appId}`);
await p2.waitForTimeout(14000);
await p2.screenshot({ path: out('iframe-desk-360'), fullPage: true });
await p2.goto(`${BASE}/iframe/aihelper/agent/customerPortrait?token=${encodeURIComponent(a.authorization)}&appid=${a.appId}`);
await p2.waitForTimeout(4000);
await p2.screenshot({ path: out('iframe-portrait-360'), fullPage: true });
// tenant config screens in English at 1280
const ctx2 = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
const p3 = await ctx2.newPage();
await login(p3, 'tenant', 'Tenant@2026');
console.log('tenant landed on', p3.url());
for (const r of ['/aihelper/accessChannel', '/aihelper/customField', '/aihelper/qulityPoint', '/aihelper/agent-assistant']) {
  await p3.goto(BASE + r);
  await p3.waitForTimeout(2500);
  await p3.screenshot({ path: out('tenant' + r.replaceAll('/', '-')), fullPage: true });
}
await browser.close();
await api.dispose();

// A chat turn at volume (issue 7 speed): the app started as users start it (embedded database by
// default, PostgreSQL with --pg), tenant 2001 given a library of BENCH_CHAT_ITEMS (default
// 100,000) knowledge items made from a customer-service vocabulary (brand × goods × action ×
// aspect, each with two similar questions), a widget channel answering from it, then
// BENCH_CHAT_TURNS (default 1,000) visitor messages sent over HTTP one at a time through the public
// chat API: paraphrased questions (answered), bare keywords (often "did you mean"), and questions
// about nothing in the library (the fallback). A turn is the whole request: checks, the search of
// the channel's libraries, the messages, the session and the rollups written in one transaction.
// The first turn loads the tenant's index and is reported apart. Budget: p95 ≤ 50 ms.
// `node bench/text-chat.mjs [--pg]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, percentile, pgUrlArg, signIn, startServer, writeResult } from './lib.mjs';

const N = Number(process.env.BENCH_CHAT_ITEMS ?? 100_000);
const TURNS = Number(process.env.BENCH_CHAT_TURNS ?? 1000);
const BUDGET_MS = 50;
const PORT = 8494;
const BASE = `http://127.0.0.1:${PORT}`;
const r1 = (x) => Math.round(x * 10) / 10;
const load1 = () => r1(loadavg()[0]);

const BRANDS = ['星河', '优选', '极光', '青禾', '云帆', '北辰', '蓝鲸', '晨曦', '木棉', '远山'];
const GOODS = (
  '手机 平板 笔记本 显示器 耳机 音箱 手表 相机 打印机 路由器 电视 冰箱 洗衣机 空调 热水器 油烟机 洗碗机 微波炉 ' +
  '电饭煲 吸尘器 净水器 加湿器 吹风机 床垫 沙发 衣柜 书桌 窗帘 门锁 婴儿车 运动鞋 羽绒服 背包 行李箱 眼镜 ' +
  '自行车 电动车 轮胎 宽带 会员卡'
).split(' ');
const ACTIONS = (
  '退货 换货 维修 安装 开通 取消 续费 升级 查询 修改 绑定 解绑 激活 申请 办理 投诉 预约 退款 保修 配送 回收 ' +
  '兑换 充值 补发 注销'
).split(' ');
const ASPECTS = [
  ['需要多久', '要等几天'],
  ['要多少钱', '费用怎么算'],
  ['需要什么材料', '要准备哪些资料'],
  ['在哪里办理', '去哪办'],
  ['有什么条件', '有没有限制'],
  ['失败了怎么办', '不成功怎么处理'],
  ['能不能加急', '可以快一点吗'],
  ['进度怎么查', '到哪一步了'],
  ['可以线上办吗', '网上能办吗'],
  ['有没有优惠', '能便宜点吗'],
];
const FILLERS = ['请问', '你好，', '我想问下', '麻烦问一下', '在吗，', ''];
const UNRELATED = ['今天天气怎么样', '讲个笑话吧', '附近有什么好吃的', '明天股市会涨吗', '高铁几点发车'];

let seed = 20261122;
function rnd(n) {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) % n;
}
const pick = (a) => a[rnd(a.length)];

/** The SQL arrays the items are made from, by mixed radix of the item number. */
const arr = (a) => `ARRAY[${a.map((x) => `'${x}'`).join(',')}]`;
const ITEMS_SQL = (libraryId) => `
INSERT INTO kb_items (id, tenant_id, library_id, type, question, "similar", search_text, answer, validity)
SELECT 'bench-item-' || g, '2001', '${libraryId}', 'qaScript', q, jsonb_build_array(s1, s2), q || E'\\n' || s1 || E'\\n' || s2,
  '<p>' || q || '：请在 App 的服务页面按提示操作，客服会在一个工作日内处理。</p>', 0
FROM generate_series(0, ${N - 1}) g
CROSS JOIN LATERAL (SELECT (${arr(BRANDS)})[1 + g % ${BRANDS.length}] AS b,
  (${arr(GOODS)})[1 + (g / ${BRANDS.length}) % ${GOODS.length}] AS goods,
  (${arr(ACTIONS)})[1 + (g / ${BRANDS.length * GOODS.length}) % ${ACTIONS.length}] AS act,
  1 + (g / ${BRANDS.length * GOODS.length * ACTIONS.length}) % ${ASPECTS.length} AS asp) v
CROSS JOIN LATERAL (SELECT b || goods || act || (${arr(ASPECTS.map((a) => a[0]))})[asp] AS q,
  '我的' || b || goods || '想' || act || '，' || (${arr(ASPECTS.map((a) => a[1]))})[asp] AS s1,
  b || '的' || goods || '怎么' || act AS s2) t`;

function query() {
  const r = rnd(10);
  if (r < 6) {
    const [a1, a2] = pick(ASPECTS);
    return `${pick(FILLERS)}${pick(BRANDS)}${pick(GOODS)}${pick(ACTIONS)}${rnd(2) ? a1 : a2}`;
  }
  if (r < 9) return `${pick(GOODS)}${pick(ACTIONS)}`;
  return pick(UNRELATED);
}

async function runSql(target, queries) {
  if (target.url) {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    for (const q of queries) await c.query(q);
    await c.end();
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite({ dataDir: join(target.dataDir, 'pglite'), extensions: { pg_trgm } });
  await db.waitReady;
  for (const q of queries) await db.exec(q);
  await db.close();
}

async function post(path, body) {
  const t0 = performance.now();
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(body.token ? { authorization: body.token } : {}) },
    body: JSON.stringify(body.data),
  });
  const json = await res.json();
  return { ms: performance.now() - t0, json };
}

const pgBase = pgUrlArg();
const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-chat-'));
const pgDb = pgBase ? await createPgDatabase(pgBase, 'bench_chat') : undefined;
const target = { dataDir, url: pgDb?.url };
try {
  const setup = await startServer(PORT, { dataDir, databaseUrl: pgDb?.url, readyTimeoutMs: 180_000 });
  await setup.stop();
  const t0 = performance.now();
  await runSql(target, [
    `INSERT INTO kb_libraries (id, tenant_id, app_id, name, item_count) VALUES ('bench-lib', '2001', '30000001', '压测知识库', ${N})`,
    ITEMS_SQL('bench-lib'),
    'ANALYZE kb_items',
  ]);
  const itemsMs = Math.round(performance.now() - t0);
  const server = await startServer(PORT, { dataDir, databaseUrl: pgDb?.url, readyTimeoutMs: 180_000 });
  let result;
  try {
    const token = await signIn(BASE, 'tenant', 'Tenant@2026');
    const ch = await post('/newaitext/channel/add', { token, data: { name: '压测渠道', libraryIds: ['bench-lib'] } });
    if (ch.json.code !== '000000') throw new Error(JSON.stringify(ch.json));
    const key = ch.json.data.widgetKey;
    let session = '';
    const turn = async (i, text) => {
      if (i % 20 === 0) {
        const o = await post('/newaitext/open/session', { data: { channelKey: key, visitorId: `bench-${i}` } });
        session = o.json.data.sessionId;
      }
      const r = await post('/newaitext/open/message', { data: { channelKey: key, sessionId: session, text } });
      if (r.json.code !== '000000') throw new Error(JSON.stringify(r.json));
      return { ms: r.ms, kind: r.json.data.replies[0].kind };
    };
    const first = await turn(0, '星河手机退货需要多久');
    for (let i = 1; i < 20; i++) await turn(i, query());
    const loadBefore = load1();
    const times = [];
    const kinds = {};
    for (let i = 20; i < 20 + TURNS; i++) {
      const r = await turn(i, query());
      times.push(r.ms);
      kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
    }
    times.sort((a, b) => a - b);
    result = {
      firstTurnMs: r1(first.ms),
      firstTurnReply: first.kind,
      turns: TURNS,
      p50ms: r1(percentile(times, 50)),
      p95ms: r1(percentile(times, 95)),
      p99ms: r1(percentile(times, 99)),
      maxMs: r1(times.at(-1)),
      replies: kinds,
      loadAverage1m: { before: loadBefore, after: load1() },
    };
  } finally {
    await server.stop();
  }
  writeResult(pgDb ? 'text-chat-pg' : 'text-chat', {
    measured: `${TURNS} chat turns over HTTP, one at a time, on a widget channel answering from ${N} knowledge items, ${pgDb ? 'PostgreSQL' : 'the embedded database (PGlite)'}`,
    budget: { p95ms: BUDGET_MS, ok: result.p95ms <= BUDGET_MS },
    itemsInsertMs: itemsMs,
    ...result,
  });
  if (result.p95ms > BUDGET_MS) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}

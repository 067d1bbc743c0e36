// Agent assistant end to end under load (issue 20 speed: "from an utterance accepted by the ingest
// API to the recommendation, fill and QC result on the desk: p95 ≤ 150 ms with 1,000 concurrent
// conversations at 2 utterances/s each").
//
// The app runs as users start it: the embedded database by default, or with `--pg` (or
// BENCH_DB=pg) on a fresh PostgreSQL database (BENCH_PG_URL, default the local server; dropped at
// the end) plus Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379) for the key/value store,
// the rate limit and the real-time bus. The demo data comes without the demo's agent assistant
// settings (SEED_DEMO_AIHELPER=0): the benchmark makes its own. Not timed: the tenant admin makes
// an access channel (kind cti), BENCH_SCRIPTS golden scripts (50: the simulator's customer lines
// paraphrased, and general ones), BENCH_FIELDS form fields (8: name, phone, id card, bank card,
// amount, date, address, a select) and BENCH_RULES real-time QC rules (30, of every kind), and
// BENCH_DESKS agent users (30) who sign in and connect their desks over the real-time WebSocket,
// as the browser does.
//
// Then this process plays a CTI gateway: BENCH_CONVERSATIONS calls (1,000) run at once, each
// started with a start event and then given BENCH_RATE final utterances a second (2), customer and
// agent in turn (the simulator's three dialogues, over and over, with the recogniser's natural
// timestamps), for BENCH_WARMUP seconds (10; the calls start spread over its first half) and then
// BENCH_SECONDS measured seconds (30). Each call's events are POSTed, signed with the channel key,
// to /aihelper-api/ingest/events as they become due, one request in flight per call: what becomes
// due while a call's request is out waits and goes in its next batch (at most 100 events), as a
// gateway would do — so when the server cannot keep up, batches grow and the wait shows as
// "gateway wait". Afterwards (requests still out get BENCH_DRAIN_SECONDS, 30, to finish; what still
// waits at the gateway is dropped) every call gets its end event, untimed.
//
// The first BENCH_DESKS calls name one desk agent each; the others name the demo agent, who has no
// desk open (their notifications reach nobody, but the server does all the work). A desk does what
// apps/web/src/modules/aihelper/agent/use-conversation.ts does: on each aihelper.conversation
// message it GETs /aihelper-api/agent/current (one read at a time; a message during a read asks
// for one more read after it). The recommendation, the fill and the QC alerts of a line are
// computed in the ingest transaction, so the first read holding a final line holds them too.
//
// Measured, for the utterances of desk calls due in the measured period: from sending the ingest
// request that carried it to the desk having read a conversation showing it (the budget,
// p95 ≤ 150 ms), and the same from the moment it became due (adds the gateway's wait when the
// server is behind), with the parts (request answered, notification received); a line no desk
// showed by the end of the run counts, in a lower bound, with the time until then. For every call:
// ingest request latency, events per batch, achieved rate against the offered one, the gateway's
// backlog at the end, errors, and the CPU of the server's processes, of its PostgreSQL backends
// and of this process (from /proc), with the load average at the start: the machine is shared.
// Each database's figures (and each load's other than 1,000 calls) are kept under their own key of
// bench/results/aihelper-ingest.json.
// `node bench/aihelper-ingest.mjs [--pg]`. For a profile of the server, BENCH_SERVER_NODE_FLAGS
// (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) runs it with those node flags; BENCH_SERVER_LOG
// names a file for its log.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createPgDatabase, percentile, root, writeResult } from './lib.mjs';

const env = process.env;
const PG = process.argv.includes('--pg') || env.BENCH_DB === 'pg';
const CONVERSATIONS = Number(env.BENCH_CONVERSATIONS ?? 1000);
const RATE = Number(env.BENCH_RATE ?? 2);
const SECONDS = Number(env.BENCH_SECONDS ?? 30);
const WARMUP = Number(env.BENCH_WARMUP ?? 10);
const DESKS = Math.min(CONVERSATIONS, Number(env.BENCH_DESKS ?? 30));
const SCRIPTS = Number(env.BENCH_SCRIPTS ?? 50);
const FIELDS = Math.min(8, Number(env.BENCH_FIELDS ?? 8));
const RULES = Number(env.BENCH_RULES ?? 30);
/** After the measured period: how long in-flight requests and desk reads may take to finish. */
const DRAIN_MS = Number(env.BENCH_DRAIN_SECONDS ?? 30) * 1000;
const BATCH_MAX = 100;
const BUDGET_MS = 150;
// A port of its own: the other benchmarks use 8390–8397 and 8489–8497.
const PORT = 8498;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_BASE = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const r1 = (x) => Math.round(x * 10) / 10;
const r2 = (x) => Math.round(x * 100) / 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

// ─── the server ──────────────────────────────────────────────────────────────────────────────────

/**
 * `npm start` on a fresh data folder, or on a fresh PostgreSQL database with Redis (lib.mjs's
 * startServer leaves Redis out, so the process is started here); resolves once /healthz answers.
 */
async function launch() {
  // Another server on the port would answer /healthz for ours and take the load.
  const taken = await fetch(`${BASE}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use (another run of this benchmark?)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-ingest-'));
  const pgDb = PG ? await createPgDatabase(PG_BASE, 'bench_ingest') : undefined;
  const childEnv = {
    ...env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    CAPTCHA_MODE: 'off',
    // The agent assistant's settings are the benchmark's own (below), not the demo's.
    SEED_DEMO_AIHELPER: '0',
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  if (pgDb)
    Object.assign(childEnv, {
      DATABASE_URL: pgDb.url,
      REDIS_URL,
      SEED_DEMO: '1',
      SEED_DEMO_TEXT: '0',
      ALLOW_DEV_LICENCE_KEY: '1',
    });
  const t0 = now();
  // `npm start`; with BENCH_SERVER_NODE_FLAGS (node refuses --cpu-prof in NODE_OPTIONS) the same
  // command line as apps/server's start script, run directly with those flags added.
  const [cmd, args, cwd] = env.BENCH_SERVER_NODE_FLAGS
    ? [
        join(root, 'node_modules/.bin/tsx'),
        [
          ...env.BENCH_SERVER_NODE_FLAGS.split(/\s+/),
          '--max-semi-space-size=4',
          '--max-old-space-size=1024',
          'src/main.ts',
        ],
        join(root, 'apps/server'),
      ]
    : ['npm', ['start'], root];
  // The server logs to stdout: BENCH_SERVER_LOG names a file to keep it in.
  const out = env.BENCH_SERVER_LOG ? openSync(env.BENCH_SERVER_LOG, 'w') : 'ignore';
  const child = spawn(cmd, args, { cwd, env: childEnv, stdio: ['ignore', out, 'inherit'], detached: true });
  const stop = async () => {
    try {
      // tsx SIGKILLs a child that does not answer a relayed signal within 30 ms (a busy server),
      // which loses a profile: when profiling, the server process itself is asked to stop.
      const members = env.BENCH_SERVER_NODE_FLAGS ? groupPids(child.pid).filter((p) => p !== child.pid) : [];
      if (members.length) for (const p of members) process.kill(p, 'SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {}
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    // npm may exit before the server process it started: the database goes once that is gone too.
    for (let i = 0; i < 100 && groupPids(child.pid).length; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${BASE}/healthz`)).ok) break;
      } catch {}
      if (now() - t0 > 180_000) throw new Error('app not ready after 180 s');
      await sleep(100);
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { readyMs: now() - t0, stop, pgid: child.pid, pgUrl: pgDb?.url };
}

/** /proc/<pid>/stat after the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12). */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The processes of a process group. */
function groupPids(pgid) {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p) && Number(procStat(p)?.[2]) === pgid)
    .map(Number);
}

/** Resident memory of processes, MB. */
function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kb / 1024);
}

/** CPU seconds used so far by processes (USER_HZ ticks of user and system time). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const f = procStat(pid);
    if (f) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / 100;
}

/** The server processes of the app's PostgreSQL connections (its pool, opened by the set-up). */
async function backendPids(url) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return r.rows.map((x) => x.pid);
  } finally {
    await c.end();
  }
}

// ─── HTTP and sign-in ────────────────────────────────────────────────────────────────────────────

// Keep-alive, no socket limit: every call may have its request out at once, so nothing waits in
// this process for a free connection (which would count as server time).
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** One request; resolves with the status and the parsed JSON envelope. */
function request(method, path, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {}
        resolve({ status: res.statusCode, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

async function api(method, path, token, payload) {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const headers = {
    ...(token ? { authorization: token } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const r = await request(method, path, { body, headers });
  if (r.json?.code !== '000000') throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.data;
}

async function login(username, password) {
  const uuid = randomUUID();
  const d = await api('POST', '/ai-admin/auth/login', null, { username, password, uuid });
  return { username, token: d.authorization, corpId: d.corpId ?? '', uuid: d.uuid ?? uuid };
}

/** Runs `fn` over `items`, `n` at a time. */
async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

// ─── what the tenant configures ──────────────────────────────────────────────────────────────────

const { scenarios: SCENARIOS } = JSON.parse(
  readFileSync(join(root, 'apps/server/src/modules/aihelper/simulator/scenarios.json'), 'utf8'),
);

/** Golden scripts: for the dialogues' customer lines (scene = skill group), then general service ones. */
function scriptInputs(n) {
  const own = [
    [
      '信用卡',
      '激活',
      ['新卡怎么激活', '收到新的信用卡想激活', '信用卡激活流程'],
      '您好，激活新卡需要先核实身份，请提供持卡人姓名和身份证号。',
    ],
    [
      '信用卡',
      '身份核实',
      ['身份证号是多少', '我提供一下身份证', '持卡人姓名'],
      '谢谢，我这边为您核实身份信息，请稍候。',
    ],
    [
      '信用卡',
      '安全码',
      ['安全码是多少', '卡片背面后三位', '卡号尾号'],
      '请您放心，安全码仅用于本次核实，我们不会保存。',
    ],
    ['信用卡', '年费', ['年费怎么收', '第一年免年费吗', '年费多少钱'], '首年免年费，每年刷卡满六次即可免次年年费。'],
    [
      '信用卡',
      '还款日',
      ['想改还款日', '还款日改到15号', '修改每月还款日期'],
      '可以为您修改还款日，下个账单周期开始生效。',
    ],
    ['信用卡', '结束', ['那就这样吧', '谢谢你', '没别的了'], '感谢您的来电，祝您生活愉快，再见。'],
    [
      '车险续保',
      '确认身份',
      ['是我有什么事', '你是哪位', '找我什么事'],
      '您好，我是您的车险客户经理，来电是提醒您续保。',
    ],
    [
      '车险续保',
      '报价',
      ['今年多少钱', '续保价格是多少', '比去年贵吗'],
      '您去年未出险，今年有折扣，交强险加商业险共3860元。',
    ],
    [
      '车险续保',
      '划痕险',
      ['划痕险要不要买', '划痕险还要吗', '不要划痕险'],
      '如果车辆常停露天，建议保留划痕险，一年四百二十元。',
    ],
    [
      '车险续保',
      '地址',
      ['还是那个地址', '保单寄到哪里', '改一下寄送地址'],
      '好的，保单会寄到您登记的地址，请注意查收。',
    ],
    [
      '车险续保',
      '付款',
      ['什么时候能付款', '怎么付款', '付款链接发给我'],
      '稍后把付款链接发到您的手机，下周三前付款即可。',
    ],
    [
      '宽带售后',
      '故障报修',
      ['宽带断了', '宽带连不上', '报修了没人来'],
      '非常抱歉，请提供宽带账号或安装地址，我为您查询工单。',
    ],
    ['宽带售后', '账号地址', ['地址是', '账号是', '我家地址'], '已查到您的工单，我这边为您加急处理。'],
    ['宽带售后', '情绪安抚', ['太气人了', '耽误了好多事', '每次都说加急'], '理解您的心情，我马上为您安排师傅上门。'],
    [
      '宽带售后',
      '赔偿',
      ['费用得给个说法', '断网要赔偿', '这几天的钱怎么算'],
      '断网期间月租按天减免，另外为您申请一个月免费提速。',
    ],
    [
      '宽带售后',
      '上门',
      ['师傅来之前打电话', '师傅什么时候来', '下午可以上门'],
      '师傅出发前会先联系您，请保持电话畅通。',
    ],
  ];
  const out = own.map(([scene, intent, questions, text]) => ({ scene, intent, questions, text }));
  const topics = ['账单', '积分', '额度', '密码', '挂失', '分期', '理赔', '发票', '套餐', '流量', '话费', '快递'];
  const asks = [
    ['查询', '怎么查', '在哪里看'],
    ['办理', '怎么办理', '需要什么材料'],
    ['取消', '怎么取消', '不想要了'],
  ];
  for (let i = 0; out.length < n; i++) {
    const t = topics[i % topics.length];
    const [verb, q1, q2] = asks[Math.floor(i / topics.length) % asks.length];
    out.push({
      scene: '通用',
      intent: `${t}${verb}-${i}`,
      questions: [`${t}${q1}`, `我想${verb}${t}`, `${t}${q2}`],
      text: `关于${t}${verb}，您可以通过手机银行或者客服热线办理，我也可以现在帮您处理。`,
    });
  }
  return out.slice(0, n);
}

const FIELD_INPUTS = [
  { name: '客户姓名', type: 'text', extraction: 'name' },
  { name: '联系电话', type: 'phone', extraction: 'phone' },
  { name: '身份证号', type: 'idCard', extraction: 'idCard' },
  { name: '银行卡号', type: 'text', extraction: 'bankCard' },
  { name: '金额', type: 'number', extraction: 'amount' },
  { name: '预约日期', type: 'date', extraction: 'date' },
  { name: '地址', type: 'address', extraction: 'address' },
  {
    name: '业务类型',
    type: 'select',
    extraction: 'options',
    options: [
      { label: '激活', keywords: ['激活', '新卡'] },
      { label: '续保', keywords: ['续保', '保单'] },
      { label: '报修', keywords: ['报修', '断了', '师傅'] },
      { label: '投诉', keywords: ['投诉', '说法'] },
    ],
  },
];

/** Real-time QC rules of every kind, as a quality team would write them. */
function ruleInputs(n) {
  const forbidden = [
    ['不知道', '不清楚', '不了解'],
    ['没办法', '办不了', '做不到'],
    ['不归我管', '找别人', '别的部门'],
    ['你自己看', '自己查', '自己去'],
    ['随便你', '爱办不办', '无所谓'],
    ['听不懂吗', '说了多少遍', '听清楚'],
    ['我很忙', '没时间', '快点说'],
    ['投诉也没用', '随便投诉', '你去投诉'],
    ['不可能', '绝对不行', '没戏'],
    ['别问了', '问题太多', '烦不烦'],
    ['你说什么', '啥意思', '什么玩意'],
    ['系统问题', '不是我们的错', '跟我无关'],
    ['保证收益', '稳赚不赔', '零风险'],
    ['私下转账', '加我微信', '私人账户'],
  ];
  const rules = [];
  for (const [i, words] of forbidden.entries())
    rules.push({ name: `禁用语-${i + 1}`, kind: 'forbidden', words, severity: i % 4 === 0 ? 'critical' : 'warning' });
  rules.push({
    name: '客户投诉倾向',
    kind: 'forbidden',
    speaker: 'customer',
    words: ['投诉', '太气人', '管不管'],
    severity: 'critical',
  });
  rules.push({
    name: '客户要求赔偿',
    kind: 'forbidden',
    speaker: 'customer',
    words: ['赔偿', '给个说法'],
    severity: 'warning',
  });
  rules.push({ name: '开场问候', kind: 'required', phase: 'greeting', words: ['您好', '欢迎致电'] });
  rules.push({ name: '开场自报', kind: 'required', phase: 'greeting', words: ['工号', '客服', '客户经理'] });
  rules.push({ name: '身份核实', kind: 'required', phase: 'identity', words: ['核实', '身份'], withinSeconds: 60 });
  rules.push({ name: '身份确认', kind: 'required', phase: 'identity', words: ['请问是', '本人'], withinSeconds: 90 });
  rules.push({ name: '结束语', kind: 'required', phase: 'closing', words: ['再见', '感谢'] });
  rules.push({ name: '结束确认', kind: 'required', phase: 'closing', words: ['还有其他问题', '祝您'] });
  for (const t of [6, 7, 8]) rules.push({ name: `语速过快-${t}`, kind: 'speechRate', threshold: t });
  for (const t of [8, 15]) rules.push({ name: `静音-${t}秒`, kind: 'silence', speaker: 'any', threshold: t });
  for (const t of [500, 1000]) rules.push({ name: `抢话-${t}`, kind: 'interruption', speaker: 'any', threshold: t });
  rules.push({ name: '客户情绪', kind: 'emotion', speaker: 'customer' });
  for (let i = 0; rules.length < n; i++)
    rules.push({ name: `禁用语-补充-${i + 1}`, kind: 'forbidden', words: [`禁词甲${i}`, `禁词乙${i}`] });
  return rules.slice(0, n);
}

// ─── the run ─────────────────────────────────────────────────────────────────────────────────────

const loadAtStart = loadavg().map(r1);
console.error(`aihelper-ingest: ${PG ? 'PostgreSQL + Redis' : 'embedded'}; load ${loadAtStart.join(' ')}`);
const app = await launch();
console.error(`server ready in ${r1(app.readyMs / 1000)} s`);
const sockets = [];
let finished = false;
try {
  const tenant = await login('tenant', 'Tenant@2026');
  const channel = await api('POST', '/aihelper-api/channel/add', tenant.token, { name: '压测CTI', kind: 'cti' });
  await pool(scriptInputs(SCRIPTS), 8, (s) => api('POST', '/aihelper-api/script/add', tenant.token, s));
  await pool(FIELD_INPUTS.slice(0, FIELDS), 4, (f, i) =>
    api('POST', '/aihelper-api/customField/add', tenant.token, { ...f, order: i }),
  );
  await pool(ruleInputs(RULES), 8, (r) => api('POST', '/aihelper-api/qcRule/add', tenant.token, r));

  // The desk agents: created with the demo agent role, signed in, real-time channel open.
  const deskNames = Array.from({ length: DESKS }, (_, i) => `bench_desk_${String(i + 1).padStart(3, '0')}`);
  const desks = [];
  await pool(deskNames, 4, async (username, i) => {
    await api('POST', '/ai-admin/user-manage/create', tenant.token, {
      username,
      nickname: `压测坐席${i + 1}`,
      password: 'Bench#Desk2026',
      mustChangePassword: 0,
      roleIds: ['r-agent-2001'],
    });
    desks[i] = await login(username, 'Bench#Desk2026');
  });
  console.error(
    `set up: channel, ${SCRIPTS} scripts, ${FIELDS} fields, ${RULES} QC rules, ${DESKS} desk agents signed in`,
  );

  // ── the calls ──
  const calls = Array.from({ length: CONVERSATIONS }, (_, i) => {
    const sc = SCENARIOS[i % SCENARIOS.length];
    return {
      i,
      callId: `bench-${Date.now().toString(36)}-${i}`,
      scenario: sc,
      agent: i < DESKS ? deskNames[i] : 'agent',
      desk: i < DESKS ? i : -1,
      phase: Math.random(),
      n: 0, // utterances made so far
      clockMs: 900, // the call's time (the recogniser's timestamps), natural pace
      pending: [], // events due, not yet sent: { event, dueAt }
      inFlight: false,
      lines: new Map(), // desk calls: utteranceId → timings
      lastSeq: 1,
    };
  });

  // The desks' side: a read per message, one at a time, one more after a read if a message came.
  const deskState = desks.map((d, i) => ({
    ...d,
    call: calls[i],
    reading: false,
    again: false,
    reads: 0,
    readMs: [],
    lastConv: null,
  }));
  const desksReady = [];
  for (const d of deskState) {
    const q = new URLSearchParams({ corpId: d.corpId, username: d.username, uuid: d.uuid, token: d.token });
    const ws = new WebSocket(`${BASE.replace('http', 'ws')}/ws?${q}`);
    sockets.push(ws);
    ws.on('message', (data) => {
      const at = now();
      let msg;
      try {
        msg = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (msg.topic !== 'aihelper.conversation') return;
      // The first message announcing each sent line's sequence.
      for (const l of d.call.lines.values())
        if (l.sentAt !== undefined && l.notifiedAt === undefined && msg.payload.seq >= l.seq) l.notifiedAt = at;
      deskRead(d);
    });
    ws.on('close', (code, reason) => {
      if (!finished) console.error(`desk ${d.username} socket closed ${code} ${reason}`);
    });
    desksReady.push(
      new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
    );
  }
  await Promise.all(desksReady);
  // The server checks the session after the handshake: give it a moment before the first publish.
  await sleep(500);

  const stats = {
    requests: 0,
    requestErrors: [],
    ingestMs: [], // every request answered, sent in the measured period
    batchSize: [],
    eventsAckedInWindow: 0,
    utterancesDueInWindow: 0,
    utterancesSent: 0,
    utterancesAcked: 0,
    waitMs: [], // due → sent, utterances due in the measured period
    deskReadErrors: 0,
    duplicates: 0,
  };
  let W0 = Number.POSITIVE_INFINITY;
  let W1 = Number.POSITIVE_INFINITY;
  const inWindow = (t) => t >= W0 && t < W1;
  let inFlightTotal = 0;
  let maxInFlight = 0;

  async function deskRead(d) {
    if (d.reading) {
      d.again = true;
      return;
    }
    d.reading = true;
    do {
      d.again = false;
      const t0 = now();
      const r = await request('GET', '/aihelper-api/agent/current', { headers: { authorization: d.token } }).catch(
        () => null,
      );
      const t1 = now();
      d.reads++;
      if (r?.json?.code !== '000000') {
        stats.deskReadErrors++;
        continue;
      }
      d.readMs.push(t1 - t0);
      const conv = r.json.data;
      if (!conv || conv.callId !== d.call.callId) continue;
      d.lastConv = conv;
      for (const line of conv.transcript) {
        const l = d.call.lines.get(line.utteranceId);
        if (l && line.final && l.seenAt === undefined && l.sentAt !== undefined) {
          l.seenAt = t1;
          l.readStartedAt = t0;
        }
      }
    } while (d.again);
    d.reading = false;
  }

  const sign = (body) => {
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = createHmac('sha256', channel.key).update(`${ts}.${body}`).digest('hex');
    return {
      'content-type': 'application/json',
      'x-zhiyu-channel': channel.id,
      'x-zhiyu-timestamp': ts,
      'x-zhiyu-signature': `sha256=${sig}`,
    };
  };

  /** Sends what the call has waiting (at most BATCH_MAX events), then again while more waits. */
  async function flush(c) {
    if (c.inFlight || !c.pending.length) return;
    c.inFlight = true;
    inFlightTotal++;
    maxInFlight = Math.max(maxInFlight, inFlightTotal);
    while (c.pending.length) {
      const batch = c.pending.splice(0, BATCH_MAX);
      const body = JSON.stringify({ events: batch.map((b) => b.event) });
      const sentAt = now();
      for (const b of batch) {
        if (b.event.type !== 'utterance') continue;
        stats.utterancesSent++;
        if (inWindow(b.dueAt)) stats.waitMs.push(sentAt - b.dueAt);
        const l = c.lines.get(b.event.utteranceId);
        if (l) l.sentAt = sentAt;
      }
      stats.requests++;
      let r;
      try {
        r = await request('POST', '/aihelper-api/ingest/events', { body, headers: sign(body) });
      } catch (e) {
        r = { status: 0, json: { msg: e.message } };
      }
      const ackAt = now();
      if (r.json?.code !== '000000') {
        if (stats.requestErrors.length < 20)
          stats.requestErrors.push(`${r.status} ${JSON.stringify(r.json)}`.slice(0, 300));
        else stats.requestErrors.push('…');
        continue;
      }
      stats.duplicates += r.json.data.duplicates;
      if (inWindow(sentAt)) {
        stats.ingestMs.push(ackAt - sentAt);
        stats.batchSize.push(batch.length);
      }
      for (const b of batch) {
        if (b.event.type !== 'utterance') continue;
        stats.utterancesAcked++;
        if (inWindow(ackAt)) stats.eventsAckedInWindow++;
        const l = c.lines.get(b.event.utteranceId);
        if (l) l.ackAt = ackAt;
      }
    }
    c.inFlight = false;
    inFlightTotal--;
  }

  const due = (c, event, dueAt) => {
    c.pending.push({ event, dueAt });
    void flush(c);
  };

  /** The call's next line: the dialogue's turns in order, with the recogniser's timestamps. */
  function nextUtterance(c) {
    const turns = c.scenario.turns;
    const [speaker, text] = turns[c.n % turns.length];
    const chars = Array.from(text).length;
    const dur = Math.max(1200, Math.round((chars / 4.5) * 1000));
    const startMs = c.clockMs;
    c.clockMs += dur + 900;
    c.n++;
    c.lastSeq++;
    return {
      type: 'utterance',
      callId: c.callId,
      seq: c.lastSeq,
      utteranceId: `u${c.n}`,
      speaker,
      text,
      startMs,
      endMs: startMs + dur,
      final: true,
    };
  }

  // ── play ──
  const interval = 1000 / RATE;
  const RAMP_MS = (WARMUP * 1000) / 2;
  const T0 = now() + 200;
  W0 = T0 + WARMUP * 1000;
  W1 = W0 + SECONDS * 1000;
  let producing = true;
  // CPU of the server's processes, of its PostgreSQL backends and of this process, over the period.
  const serverPids = groupPids(app.pgid);
  let pgPids = [];
  const cpu0 = { at: 0, server: 0, pg: 0, me: null };
  setTimeout(async () => {
    // Sampled once the load runs, so that the pool has opened its connections.
    if (app.pgUrl) pgPids = await backendPids(app.pgUrl);
    cpu0.at = now();
    cpu0.server = cpuSeconds(serverPids);
    cpu0.pg = cpuSeconds(pgPids);
    cpu0.me = process.cpuUsage();
  }, W0 - now());
  const cpu1 = { at: 0, server: 0, pg: 0, me: null };
  setTimeout(() => {
    cpu1.at = now();
    cpu1.server = cpuSeconds(serverPids);
    cpu1.pg = cpuSeconds(pgPids);
    cpu1.me = process.cpuUsage(cpu0.me ?? undefined);
  }, W1 - now());

  for (const c of calls) {
    // Calls start spread over the first half of the warm-up (a call centre's calls do not all
    // start in the same second), so the offered rate ramps up and is whole before the period.
    const startAt = T0 + c.phase * RAMP_MS;
    setTimeout(
      () => {
        due(
          c,
          {
            type: 'start',
            callId: c.callId,
            seq: 1,
            agent: c.agent,
            customerNumber: c.scenario.customerNumber,
            direction: c.scenario.direction,
            skillGroup: c.scenario.skillGroup,
          },
          now(),
        );
        // Utterances on a fixed grid from the start: a late timer does not shift the next ones.
        let k = 1;
        const tick = () => {
          if (!producing) return;
          const dueAt = startAt + k * interval;
          const e = nextUtterance(c);
          if (inWindow(dueAt)) stats.utterancesDueInWindow++;
          if (c.desk >= 0)
            c.lines.set(e.utteranceId, { seq: e.seq, dueAt, speaker: e.speaker, inWindow: inWindow(dueAt) });
          due(c, e, dueAt);
          k++;
          const nextAt = startAt + k * interval;
          if (nextAt >= W1) return;
          setTimeout(tick, Math.max(0, nextAt - now()));
        };
        setTimeout(tick, Math.max(0, startAt + interval - now()));
      },
      Math.max(0, startAt - now()),
    );
  }

  // Progress, once a second: offered and answered utterances, requests out, backlog.
  let lastAcked = 0;
  let peakRssMb = 0;
  const progress = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(serverPids));
    const backlog = calls.reduce((s, c) => s + c.pending.length, 0);
    const t = Math.round((now() - T0) / 1000);
    console.error(
      `t=${t}s acked ${stats.utterancesAcked - lastAcked}/s, in flight ${inFlightTotal}, gateway backlog ${backlog}, load ${r1(loadavg()[0])}`,
    );
    lastAcked = stats.utterancesAcked;
  }, 1000);

  await sleep(W1 - now() + 5);
  producing = false;
  // What is still waiting at the gateway when the period ends is not sent: it could only add load.
  const backlogAtEnd = calls.reduce((s, c) => s + c.pending.filter((p) => p.event.type === 'utterance').length, 0);
  for (const c of calls) c.pending = c.pending.filter((p) => p.event.type !== 'utterance');
  const inFlightAtEnd = inFlightTotal;
  const drain0 = now();
  while (inFlightTotal > 0 && now() - drain0 < DRAIN_MS) await sleep(50);
  const drainedMs = now() - drain0;
  const stillInFlight = inFlightTotal;
  while (deskState.some((d) => d.reading) && now() - drain0 < DRAIN_MS) await sleep(50);
  clearInterval(progress);

  // Every call ends (not timed; 100 calls a request to keep the run short), unless requests are
  // still out after the drain: then the server is stopped as it is.
  const endBatches = [];
  for (let i = 0; i < calls.length; i += BATCH_MAX) endBatches.push(calls.slice(i, i + BATCH_MAX));
  if (!stillInFlight)
    await pool(endBatches, 2, async (batch) => {
      const body = JSON.stringify({
        events: batch.map((c) => ({ type: 'end', callId: c.callId, seq: c.lastSeq + 1 })),
      });
      await request('POST', '/aihelper-api/ingest/events', { body, headers: sign(body) }).catch(() => undefined);
    });

  // ── figures ──
  const measured = deskState.flatMap((d) => [...d.call.lines.values()].filter((l) => l.inWindow));
  const seen = measured.filter((l) => l.seenAt !== undefined && l.sentAt !== undefined);
  const sorted = (xs) => xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const pct = (xs) => {
    const s = sorted(xs);
    return {
      n: s.length,
      p50: r1(percentile(s, 50)),
      p95: r1(percentile(s, 95)),
      p99: r1(percentile(s, 99)),
      max: r1(s.at(-1) ?? Number.NaN),
    };
  };
  const fromSend = pct(seen.map((l) => l.seenAt - l.sentAt));
  const fromDue = pct(seen.map((l) => l.seenAt - l.dueAt));
  // Lines no desk showed by the end of the run count with the time until then: a lower bound of
  // the latency over every line due in the period (the figure when the server fell behind).
  const tEnd = now();
  const dueLowerBound = pct(measured.map((l) => (l.seenAt ?? tEnd) - l.dueAt));
  const offeredPerSecond = CONVERSATIONS * RATE;
  const achievedPerSecond = Math.round(stats.eventsAckedInWindow / SECONDS);
  const windowCpu = cpu1.at - cpu0.at > 0 ? (cpu1.at - cpu0.at) / 1000 : SECONDS;
  // What the desks show at the end: the work the ingest did for their lines.
  const shown = deskState.map((d) => d.lastConv).filter(Boolean);
  const customerLines = shown.reduce((s, c) => s + c.transcript.filter((l) => l.speaker === 'customer').length, 0);
  const recommendedLines = shown.reduce((s, c) => s + new Set(c.recommendations.map((r) => r.utteranceId)).size, 0);
  // Kept up: at least 95 % of the offered rate answered, and at most a second's worth left waiting.
  const sustained = achievedPerSecond >= offeredPerSecond * 0.95 && backlogAtEnd <= offeredPerSecond;
  const result = {
    date: new Date().toISOString().slice(0, 10),
    database: PG ? 'postgres+redis' : 'embedded',
    loadAtStart,
    serverReadyS: r1(app.readyMs / 1000),
    setup: { scripts: SCRIPTS, fields: FIELDS, qcRules: RULES, desks: DESKS },
    conversations: CONVERSATIONS,
    utterancesPerSecondPerConversation: RATE,
    warmupSeconds: WARMUP,
    measuredSeconds: SECONDS,
    offeredUtterancesPerSecond: offeredPerSecond,
    utterancesDueInPeriod: stats.utterancesDueInWindow,
    achievedUtterancesPerSecond: achievedPerSecond,
    sustained,
    gateway: {
      requests: stats.requests,
      requestErrors: stats.requestErrors.length,
      firstErrors: stats.requestErrors.slice(0, 5),
      duplicates: stats.duplicates,
      maxRequestsInFlight: maxInFlight,
      eventsPerBatch: pct(stats.batchSize),
      waitBeforeSendMs: pct(stats.waitMs),
      backlogAtEnd,
      inFlightAtEnd,
      drainedS: r1(drainedMs / 1000),
      stillInFlightAfterDrain: stillInFlight,
      callsEnded: !stillInFlight,
    },
    ingestRequestMs: pct(stats.ingestMs),
    desk: {
      utterancesMeasured: measured.length,
      utterancesSeen: seen.length,
      // Left waiting at the gateway when the period ended (the server was behind): never sent.
      utterancesNeverSent: measured.filter((l) => l.sentAt === undefined).length,
      utterancesSentNeverSeen: measured.filter((l) => l.sentAt !== undefined && l.seenAt === undefined).length,
      sendToDeskMs: fromSend,
      dueToDeskMs: fromDue,
      dueToDeskAtLeastMs: dueLowerBound,
      parts: {
        sendToAnswerMs: pct(seen.map((l) => l.ackAt - l.sentAt)),
        sendToNotificationMs: pct(seen.map((l) => l.notifiedAt - l.sentAt)),
        // A read started for an earlier message may already show a line: counted as 0 here.
        notificationToDeskMs: pct(seen.map((l) => Math.max(0, l.seenAt - l.notifiedAt))),
        seenBeforeItsNotification: seen.filter((l) => l.seenAt < l.notifiedAt).length,
        // Every desk read of the run, warm-up and drain included.
        readMsWholeRun: pct(deskState.flatMap((d) => d.readMs)),
      },
      reads: deskState.reduce((s, d) => s + d.reads, 0),
      readErrors: stats.deskReadErrors,
      atEnd: {
        lines: shown.reduce((s, c) => s + c.transcript.length, 0),
        customerLinesWithScripts: `${recommendedLines} of ${customerLines}`,
        fills: shown.reduce((s, c) => s + c.fills.length, 0),
        qcAlerts: shown.reduce((s, c) => s + c.alerts.length, 0),
      },
    },
    cpuDuringMeasuredPeriod: {
      serverCores: r2((cpu1.server - cpu0.server) / windowCpu),
      ...(PG ? { postgresBackendCores: r2((cpu1.pg - cpu0.pg) / windowCpu), postgresBackends: pgPids.length } : {}),
      benchClientCores: cpu1.me ? r2((cpu1.me.user + cpu1.me.system) / 1e6 / windowCpu) : null,
      loadAtEnd: r1(loadavg()[0]),
      serverPeakRssMb: peakRssMb,
    },
    budgetP95Ms: BUDGET_MS,
    ok: sustained && fromSend.p95 <= BUDGET_MS && measured.length === seen.length && stats.requestErrors.length === 0,
  };
  // One file for both databases and every load: a run keeps the others' last figures. The goal's
  // load (1,000 calls) is kept under the database's name, another under "<database>, <n> calls".
  const key = CONVERSATIONS === 1000 ? result.database : `${result.database}, ${CONVERSATIONS} calls`;
  const file = join(root, 'bench', 'results', 'aihelper-ingest.json');
  let modes = {};
  try {
    modes = JSON.parse(readFileSync(file, 'utf8')).modes ?? {};
  } catch {}
  modes[key] = result;
  writeResult('aihelper-ingest', { modes });
} finally {
  finished = true;
  for (const ws of sockets) ws.terminate();
  agent.destroy();
  await app.stop();
}

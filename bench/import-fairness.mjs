// Other tenants during a big import, on the embedded database (PGlite: one connection). `npm start`
// on a fresh data folder; tenant A (`tenant`, 2001) uploads a 100,000-row customer workbook through
// the real customer import, and while that job runs two probes fire on a fixed schedule, each
// request timed on its own whether or not the previous one has answered (an open loop, so a stall
// counts for every request sent into it): tenant B (`tenant3`, 2003) listing its customers, and
// /healthz (which asks the database). Figures: p50/p95/max of each probe over the requests sent
// between the upload and the status call answering 1. Goal: p95 <= 500 ms.
// `node bench/import-fairness.mjs [--no-write]`; BENCH_ROWS changes the row count.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { serverPid } from './io-lib.mjs';
import { percentile, signIn, startApp, writeResult } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EVERY_MS = 100;

async function workbook() {
  const chunks = [];
  const out = new PassThrough();
  out.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['姓名', '手机号', '标签']).commit();
  const tags = ['新客户', '老客户', 'VIP客户', '回访'];
  for (let i = 0; i < ROWS; i++)
    ws.addRow([`客户${i}`, `166${String(i).padStart(8, '0')}`, `${tags[i % 4]},${tags[(i + 1) % 4]}`]).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/** Fires `request` every EVERY_MS until stopped; each request's own duration is kept. */
function probe(request) {
  const samples = [];
  const pending = new Set();
  let failures = 0;
  const timer = setInterval(() => {
    const t0 = performance.now();
    const p = request()
      .then((ok) => {
        if (!ok) failures++;
      })
      .catch(() => failures++)
      .finally(() => {
        samples.push(performance.now() - t0);
        pending.delete(p);
      });
    pending.add(p);
  }, EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      const sorted = [...samples].sort((a, b) => a - b);
      const ms = (x) => Math.round(x * 10) / 10;
      return {
        requests: sorted.length,
        failures,
        p50Ms: ms(percentile(sorted, 50)),
        p95Ms: ms(percentile(sorted, 95)),
        maxMs: ms(sorted.at(-1)),
        over500Ms: sorted.filter((x) => x > 500).length,
      };
    },
  };
}

const file = await workbook();
const app = await startApp(8397);
let result;
try {
  const tokenA = await signIn(app.base, 'tenant', 'Tenant@2026');
  const tokenB = await signIn(app.base, 'tenant3', 'Tenant3@2026');
  const listB = () =>
    fetch(`${app.base}/v1/aicall-web/customer/list?pageNum=1&pageSize=10`, { headers: { authorization: tokenB } })
      .then((r) => r.json())
      .then((b) => b.code === '000000');
  const health = () => fetch(`${app.base}/healthz`).then((r) => r.ok);
  if (!(await listB()) || !(await health())) throw new Error('probe requests fail before the import');
  // Idle figures first, on the same schedule, for comparison.
  const idle = [probe(listB), probe(health)];
  await new Promise((r) => setTimeout(r, 3000));
  const [idleList, idleHealth] = await Promise.all(idle.map((p) => p.stop()));

  const pid = serverPid(app.pgid);
  const cpu0 = cpuMs(pid);
  const load = loadavg();
  const t0 = performance.now();
  const probes = [probe(listB), probe(health)];
  const form = new FormData();
  form.append('files', new Blob([file]), 'customers.xlsx');
  const up = await fetch(`${app.base}/v1/aicall-web/customer/import`, {
    method: 'POST',
    headers: { authorization: tokenA },
    body: form,
  }).then((r) => r.json());
  if (up.code !== '000000') throw new Error(JSON.stringify(up));
  let status;
  for (;;) {
    status = await fetch(`${app.base}/v1/aicall-web/customer/import/status?jobId=${up.data.jobId}`, {
      headers: { authorization: tokenA },
    }).then((r) => r.json());
    if (status.data?.status === 1 || status.data?.status === 2) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const importMs = Math.round(performance.now() - t0);
  const [list, healthz] = await Promise.all(probes.map((p) => p.stop()));
  if (status.data.status !== 1) throw new Error(JSON.stringify(status));
  result = {
    measured: `customer import of ${ROWS.toLocaleString('en')} rows by tenant A, embedded database; meanwhile every ${EVERY_MS} ms (open loop) tenant B's customer list and /healthz`,
    rows: ROWS,
    fileMB: Math.round(file.length / 1e4) / 100,
    goal: { p95Ms: 500 },
    loadAverageAtStart: load.map((x) => Math.round(x * 100) / 100),
    loadAverageAtEnd: loadavg().map((x) => Math.round(x * 100) / 100),
    importMs,
    serverCpuMs: cpuMs(pid) - cpu0,
    duringImport: { tenantBList: list, healthz },
    idle: { tenantBList: idleList, healthz: idleHealth },
    withinGoal: list.p95Ms <= 500 && healthz.p95Ms <= 500,
  };
} finally {
  await app.stop();
}
if (process.argv.includes('--no-write')) console.log(JSON.stringify(result, null, 2));
else writeResult('import-fairness', result);

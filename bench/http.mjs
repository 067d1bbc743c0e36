// Latency of GET /healthz and of an authenticated list call (the caller's sign-in history), on the
// embedded database, with autocannon in this process keeping CONNECTIONS requests in flight as fast
// as the server answers (saturation: the latency includes queueing), every response time recorded
// so p95 is exact. Budget: p95 ≤ 20 ms.
import autocannon from 'autocannon';
import { percentile, startApp, writeResult } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const r2 = (x) => Math.round(x * 100) / 100;

async function load(url, headers) {
  const times = [];
  let non2xx = 0;
  const inst = autocannon({ url, headers, duration: DURATION, connections: CONNECTIONS });
  inst.on('response', (_c, status, _b, ms) => {
    times.push(ms);
    if (status >= 300) non2xx++;
  });
  const res = await new Promise((resolve, reject) => inst.once('done', resolve).once('error', reject));
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(res.requests.average),
    non2xx,
    p50ms: r2(percentile(times, 50)),
    p95ms: r2(percentile(times, 95)),
    p99ms: r2(percentile(times, 99)),
  };
}

// The per-IP rate limit (600 calls a minute by default) would refuse most of this load from one
// address: lift it, so the figure is the cost of serving a call, not of refusing one.
const app = await startApp(8395, { RATE_LIMIT_MAX: '100000000' });
try {
  const login = await fetch(`${app.base}/ai-admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant', password: 'Tenant@2026' }),
  }).then((r) => r.json());
  if (login.code !== '000000') throw new Error(`login failed: ${JSON.stringify(login)}`);
  const healthz = await load(`${app.base}/healthz`);
  const list = await load(`${app.base}/ai-admin/user/login-logs?pageNum=1&pageSize=10`, {
    authorization: login.data.authorization,
  });
  const ok = [healthz, list].every((x) => x.p95ms <= 20 && x.non2xx === 0);
  writeResult('http', {
    durationS: DURATION,
    connections: CONNECTIONS,
    healthz,
    authenticatedList: list,
    budgetP95Ms: 20,
    ok,
  });
} finally {
  await app.stop();
}

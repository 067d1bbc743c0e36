// Real-time fan-out (issue 3 speed: ≥ 50,000 messages/s delivered to 1,000 connected clients on one
// node). The app runs as the README starts it (embedded database, no Redis: one node). This process
// signs in once and opens CLIENTS WebSockets on that session (the server allows up to 1,000 sockets
// a session, like tabs; one sign-in keeps argon2 out of the setup), then asks the server to publish
// MESSAGES messages through the echo endpoint (each delivered to every socket of the caller) and
// counts every message arriving at every client. The figure is deliveries per second, from the
// first publish call to the last message received, with every client checked to have got all.
import WebSocket from 'ws';
import { startApp, writeResult } from './lib.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const PER_CALL = Math.min(1000, MESSAGES);
const BUDGET = 50_000;

const app = await startApp(8396, { RATE_LIMIT_MAX: '100000000' });
const sockets = [];
let finished = false;
try {
  const login = await post('/ai-admin/auth/login', { username: 'tenant', password: 'Tenant@2026' });
  const token = login.authorization;
  const q = new URLSearchParams({ corpId: login.corpId ?? '', username: 'tenant', uuid: login.uuid, token });
  const url = `${app.base.replace('http', 'ws')}/ws?${q}`;
  const counts = new Uint32Array(CLIENTS);
  let total = 0;
  let onProgress = () => {};
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(CLIENTS, i + 100); j++) batch.push(open(url, j));
    sockets.push(...(await Promise.all(batch)));
  }
  function open(u, idx) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(u);
      ws.on('message', () => {
        counts[idx]++;
        total++;
        onProgress();
      });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
      ws.on('close', (code, reason) => {
        if (!finished) console.error(`socket ${idx} closed ${code} ${reason}`);
      });
    });
  }
  const waitTotal = (n, ms) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${total} of ${n} messages after ${ms} ms`)), ms);
      onProgress = () => {
        if (total >= n) {
          clearTimeout(timer);
          onProgress = () => {};
          resolve();
        }
      };
      onProgress();
    });

  // Warm-up: every socket admitted (the server checks the session after the handshake).
  for (let tries = 0; ; tries++) {
    const r = await post('/ai-admin/realtime/echo', { text: 'warm-up' }, token);
    if (r.localSockets === CLIENTS) break;
    if (tries > 50) throw new Error(`only ${r.localSockets} of ${CLIENTS} sockets admitted`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await waitTotal(CLIENTS, 10_000).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 300));
  counts.fill(0);
  total = 0;

  const text = 'x'.repeat(64); // a small notification, as the channel carries
  const expected = MESSAGES * CLIENTS;
  const t0 = performance.now();
  const done = waitTotal(expected, 120_000);
  for (let sent = 0; sent < MESSAGES; sent += PER_CALL) {
    await post('/ai-admin/realtime/echo', { text, count: Math.min(PER_CALL, MESSAGES - sent) }, token);
  }
  await done;
  const seconds = (performance.now() - t0) / 1000;
  const short = counts.filter((c) => c !== MESSAGES).length;
  const perSecond = Math.round(expected / seconds);
  writeResult('realtime', {
    clients: CLIENTS,
    messagesPublished: MESSAGES,
    deliveries: expected,
    seconds: Math.round(seconds * 1000) / 1000,
    deliveriesPerSecond: perSecond,
    clientsMissingMessages: short,
    budgetPerSecond: BUDGET,
    ok: perSecond >= BUDGET && short === 0,
  });
} finally {
  finished = true;
  for (const ws of sockets) ws.terminate();
  await app.stop();
}

async function post(path, body, token) {
  const r = await fetch(`${app.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const j = await r.json();
  if (j.code !== '000000') throw new Error(`${path}: ${JSON.stringify(j)}`);
  return j.data;
}

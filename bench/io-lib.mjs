// Helpers for bench/import.mjs and bench/export.mjs: sign in, and sample the server's memory.
import { readdirSync, readFileSync } from 'node:fs';

export async function signIn(base) {
  const r = await fetch(`${base}/ai-admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant', password: 'Tenant@2026' }),
  }).then((x) => x.json());
  if (r.code !== '000000') throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
  return r.data.authorization;
}

const kb = (status, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

/** The node process serving the app: the largest process in the started process group. */
export function serverPid(pgid) {
  let best = null;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = kb(readFileSync(`/proc/${d}/status`, 'utf8'), 'VmRSS');
      if (!best || rss > best.rss) best = { pid: Number(d), rss };
    } catch {}
  }
  return best?.pid;
}

/** Samples VmRSS every 20 ms; stop() gives the peak sampled and the kernel's VmHWM, in MB. */
export function sampleMemory(pid) {
  let peak = 0;
  const read = () => readFileSync(`/proc/${pid}/status`, 'utf8');
  const baseline = kb(read(), 'VmRSS');
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, kb(read(), 'VmRSS'));
    } catch {}
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      const s = read();
      const mb = (x) => Math.round(x / 102.4) / 10;
      return {
        baselineRssMB: mb(baseline),
        peakRssMB: mb(Math.max(peak, kb(s, 'VmRSS'))),
        vmHwmMB: mb(kb(s, 'VmHWM')),
      };
    },
  };
}

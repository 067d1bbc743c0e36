// Export of 100,000 tags through the real HTTP path: POST /v1/aicall-web/tag/export (empty filter,
// all columns) → durable job → keyset pages of 1,000 rows → sheet XML streamed through deflate →
// database chunks → status polled until true → the workbook downloaded in full. Time: from the
// export call to the last downloaded byte. The rows are inserted first (one generate_series
// statement, not timed). Budget: ≤ 3 s. Runs on a fresh embedded database; with --pg also on a
// fresh PostgreSQL one.
import { sampleMemory, serverPid, signIn } from './io-lib.mjs';
import { pgUrlArg, startApp, writeResult } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/** One run on a fresh server: embedded database, or PostgreSQL when pgUrl is given. */
async function measure(pgUrl) {
  const app = await startApp(8397, { RATE_LIMIT_MAX: '100000000', ZHIYU_BENCH_IO: '1' }, pgUrl);
  try {
    const token = await signIn(app.base);
    const h = { authorization: token };
    const seeded = await fetch(`${app.base}/bench/seed-tags?n=${ROWS}`, { method: 'POST', headers: h }).then((r) =>
      r.json(),
    );
    if (seeded.code !== '000000') throw new Error(JSON.stringify(seeded));
    const mem = sampleMemory(serverPid(app.pgid));
    const t0 = performance.now();
    const started = await fetch(`${app.base}/v1/aicall-web/tag/export`, {
      method: 'POST',
      headers: { ...h, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: {} }),
    }).then((r) => r.json());
    if (started.code !== '000000') throw new Error(JSON.stringify(started));
    let s;
    for (;;) {
      s = await fetch(`${app.base}/v1/aicall-web/tag/export/status?jobId=${started.data.jobId}`, { headers: h }).then(
        (r) => r.json(),
      );
      if (s.data.status || s.data.message) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!s.data.status) throw new Error(JSON.stringify(s));
    const readyMs = Math.round(performance.now() - t0);
    const bytes = (await (await fetch(`${app.base}${s.data.files[0].url}`, { headers: h })).arrayBuffer()).byteLength;
    const ms = Math.round(performance.now() - t0);
    return {
      fileMB: Math.round(bytes / 1e4) / 100,
      exportReadyMs: readyMs,
      exportWithDownloadMs: ms,
      ...mem.stop(),
      withinBudget: ms <= 3000,
    };
  } finally {
    await app.stop();
  }
}

const pgUrl = pgUrlArg();
writeResult('export', {
  measured: `POST export → job (keyset reads, streamed sheet XML through deflate into database chunks) → status true → download of the whole file; ${ROWS} tag rows, 4 columns`,
  rows: ROWS,
  budget: { exportMs: 3000 },
  embedded: await measure(),
  postgres: pgUrl ? await measure(pgUrl) : 'not run (node bench/export.mjs --pg)',
});

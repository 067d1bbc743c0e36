// Real-time quality rules and extraction per utterance (issue 20 speed: QC with 500 rules ≤ 2 ms
// per utterance). In-process (tsx), the engine as the ingest runs it: 500 rules of every kind
// (400 forbidden-word rules of 5 words each, 40 required phrases, 20 speech rate, 20 silence, 10
// interruption, 10 emotion) judge each line of a 240-line call built from the simulator's
// dialogues, against the lines before it; then the form's extractor reads each line.
// `node bench/aihelper-qc.mjs`.
import { loadavg } from 'node:os';
import { register } from 'tsx/esm/api';
import { percentile, writeResult } from './lib.mjs';

register();
const server = new URL('../apps/server/', import.meta.url);
const { judgeLine } = await import(new URL('src/modules/aihelper/qc/engine.ts', server).href);
const { extract } = await import(new URL('src/modules/aihelper/extract/extract.ts', server).href);
const { SCENARIOS } = await import(new URL('src/modules/aihelper/simulator/timeline.ts', server).href);
const BUDGET = { qcP95Ms: 2 };
const r3 = (x) => Math.round(x * 1000) / 1000;

const VOCAB =
  '退款投诉办理查询激活挂失转账额度账单利息保险理赔续保宽带故障维修套餐流量话费积分快递物流发票合同密码验证'.match(
    /../g,
  );
const rules = [];
const rule = (kind, over = {}) =>
  rules.push({
    id: `r${rules.length}`,
    kind,
    speaker: 'agent',
    words: [],
    phase: null,
    withinSeconds: null,
    threshold: null,
    ...over,
  });
for (let i = 0; i < 400; i++)
  rule('forbidden', {
    words: Array.from({ length: 5 }, (_, j) => `${VOCAB[(i + j) % VOCAB.length]}${VOCAB[(i * 7 + j) % VOCAB.length]}`),
  });
for (let i = 0; i < 40; i++)
  rule('required', { phase: ['greeting', 'identity', 'closing'][i % 3], words: ['您好', '核实', '再见'] });
for (let i = 0; i < 20; i++) rule('speechRate', { threshold: 6 + (i % 3) });
for (let i = 0; i < 20; i++) rule('silence', { speaker: 'any', threshold: 8 + i });
for (let i = 0; i < 10; i++) rule('interruption', { speaker: 'any', threshold: 800 });
for (let i = 0; i < 10; i++) rule('emotion', { speaker: 'customer' });

const lines = [];
let t = 0;
while (lines.length < 240) {
  for (const s of SCENARIOS)
    for (const [speaker, text] of s.turns) {
      const dur = Math.max(1200, Math.round((Array.from(text).length / 4.5) * 1000));
      lines.push({ utteranceId: `u${lines.length}`, speaker, text, startMs: t, endMs: t + dur });
      t += dur + 900;
    }
}
lines.length = 240;

const reference = new Date('2026-11-25T10:00:00+08:00');
for (let i = 0; i < 20; i++) judgeLine(rules, lines.slice(0, i), lines[i]); // warm up
const qc = [];
const ex = [];
let alerts = 0;
for (let round = 0; round < 5; round++)
  for (let i = 0; i < lines.length; i++) {
    const before = lines.slice(0, i);
    const a = performance.now();
    alerts += judgeLine(rules, before, lines[i]).length;
    const b = performance.now();
    extract(lines[i].text, reference);
    ex.push(performance.now() - b);
    qc.push(b - a);
  }
qc.sort((a, b) => a - b);
ex.sort((a, b) => a - b);
const result = {
  date: new Date().toISOString().slice(0, 10),
  rules: rules.length,
  lines: lines.length,
  judgements: qc.length,
  alertsPerRound: alerts / 5,
  qcMs: { p50: r3(percentile(qc, 50)), p95: r3(percentile(qc, 95)), max: r3(qc.at(-1)) },
  extractMs: { p50: r3(percentile(ex, 50)), p95: r3(percentile(ex, 95)), max: r3(ex.at(-1)) },
  loadAverage1m: r3(loadavg()[0]),
  budget: { ...BUDGET, ok: percentile(qc, 95) <= BUDGET.qcP95Ms },
};
writeResult('aihelper-qc', result);
if (!result.budget.ok) process.exit(1);

import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { sql } from 'drizzle-orm';
import { HLL_SIZE, hllRegister } from '../../src/modules/aitext/rollup/hll.ts';
import { type Db, rowsOf } from '../../src/platform/db/client.ts';

/** What the text rollups must hold, recomputed from the raw rows (docs/aitext-metrics.md). */
const TZ = 'Asia/Shanghai';
export type Row = Record<string, string | number>;
const KEY = ['tenant_id', 'app_id', 'day', 'channel_id', 'channel_type'];
const TABLES = {
  days: {
    name: 'text_rollup_days',
    cols: [
      'sessions',
      'persons',
      'rounds',
      'solved',
      'transferred',
      'scene1',
      'scene2',
      'scene3',
      'scene4',
      'scene5',
      'rated',
      'rating_sum',
      'item_hits',
      'item_clicks',
      'item_likes',
      'item_dislikes',
    ],
    by: [] as string[],
    extra: ", coalesce(encode(hll, 'hex'), '') AS hll",
  },
  visitors: { name: 'text_rollup_visitors', cols: [], by: ['visitor_key'] },
  items: { name: 'text_rollup_items', cols: ['hits', 'clicks', 'likes', 'dislikes'], by: ['ref_kind', 'ref_id'] },
  words: { name: 'text_rollup_words', cols: ['search_count'], by: ['word'] },
};
type Name = keyof typeof TABLES;

/** Rows in one order on both sides (JavaScript's, not the database's collation). */
function sorted(rows: Row[], cols: string[]) {
  return [...rows].sort((a, b) => {
    for (const c of cols) if (a[c] !== b[c]) return String(a[c]) < String(b[c]) ? -1 : 1;
    return 0;
  });
}

/** The four rollup tables' rows, in one order. */
export async function snapshot(db: Db) {
  const out = {} as Record<Name, Row[]>;
  for (const [name, t] of Object.entries(TABLES) as [Name, (typeof TABLES)[Name]][]) {
    const rows = rowsOf<Row>(
      await db.execute(
        sql.raw(`SELECT tenant_id, app_id, day::text AS day, channel_id, channel_type::int AS channel_type,
          ${[...t.by.map((c) => `${c}::text AS ${c}`), ...t.cols.map((c) => `${c}::int AS ${c}`)].join(', ')}
          ${'extra' in t ? t.extra : ''} FROM ${t.name}`),
      ),
    ).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)])));
    out[name] = sorted(rows, [...KEY, ...t.by]);
  }
  return out;
}

/** The rollups recomputed in JavaScript from text_sessions and text_messages. */
export async function recompute(db: Db) {
  const sessions = rowsOf<any>(await db.execute(sql`SELECT * FROM text_sessions`));
  const messages = rowsOf<any>(await db.execute(sql`SELECT * FROM text_messages`));
  const bySession = new Map<string, any[]>();
  for (const m of messages) bySession.set(m.session_id, [...(bySession.get(m.session_id) ?? []), m]);
  const days = new Map<string, Row>();
  const visitors = new Map<string, Row>();
  const items = new Map<string, Row>();
  const words = new Map<string, Row>();
  const sketches = new Map<string, Uint8Array>();
  const bump = (map: Map<string, Row>, id: string, base: Row, field: string, n = 1) => {
    const row = map.get(id) ?? { ...base };
    row[field] = Number(row[field] ?? 0) + n;
    map.set(id, row);
  };
  for (const s of sessions) {
    const day = zonedDay(new Date(s.started_at).getTime(), TZ);
    const key = {
      tenant_id: s.tenant_id,
      app_id: s.app_id,
      day,
      channel_id: s.channel_id,
      channel_type: Number(s.channel_type),
    };
    const k = JSON.stringify(key);
    const ms = bySession.get(s.id) ?? [];
    const rounds = ms.filter((m) => ['question', 'click', 'nontext'].includes(m.kind)).length;
    const answered = ms.some((m) => m.kind === 'answer');
    const disliked = ms.some((m) => m.kind === 'answer' && Number(m.vote) === -1);
    const base: Row = {
      ...key,
      sessions: 0,
      rounds: 0,
      solved: 0,
      transferred: 0,
      scene1: 0,
      scene2: 0,
      scene3: 0,
      scene4: 0,
      scene5: 0,
      rated: 0,
      rating_sum: 0,
      item_hits: 0,
      item_clicks: 0,
      item_likes: 0,
      item_dislikes: 0,
      persons: 0,
      hll: '',
    };
    bump(days, k, base, 'sessions');
    bump(days, k, base, 'rounds', rounds);
    bump(days, k, base, 'solved', answered && !disliked && !s.transferred ? 1 : 0);
    bump(days, k, base, 'transferred', s.transferred ? 1 : 0);
    for (let b = 1; b <= 5; b++) bump(days, k, base, `scene${b}`, Number(s.scenes) & (1 << (b - 1)) ? 1 : 0);
    bump(days, k, base, 'rated', s.rating === null ? 0 : 1);
    bump(days, k, base, 'rating_sum', Number(s.rating ?? 0));
    if (!visitors.has(`${k}|${s.visitor_key}`)) {
      bump(days, k, base, 'persons');
      const sketch = sketches.get(k) ?? new Uint8Array(HLL_SIZE);
      const { idx, rho } = hllRegister(BigInt(s.visitor_key));
      sketch[idx] = Math.max(sketch[idx], rho);
      sketches.set(k, sketch);
    }
    visitors.set(`${k}|${s.visitor_key}`, { ...key, visitor_key: String(s.visitor_key) });
    for (const m of ms) {
      if (m.hit_ref_id && (m.kind === 'answer' || m.kind === 'click')) {
        const ik = `${k}|${m.hit_kind}|${m.hit_ref_id}`;
        const ib: Row = {
          ...key,
          ref_kind: m.hit_kind,
          ref_id: m.hit_ref_id,
          hits: 0,
          clicks: 0,
          likes: 0,
          dislikes: 0,
        };
        bump(items, ik, ib, m.kind === 'answer' ? 'hits' : 'clicks');
        bump(days, k, base, m.kind === 'answer' ? 'item_hits' : 'item_clicks');
        if (m.kind === 'answer' && m.vote !== null) {
          bump(items, ik, ib, Number(m.vote) === 1 ? 'likes' : 'dislikes');
          bump(days, k, base, Number(m.vote) === 1 ? 'item_likes' : 'item_dislikes');
        }
      }
      if (m.kind === 'question')
        for (const w of m.words ?? []) bump(words, `${k}|${w}`, { ...key, word: w, search_count: 0 }, 'search_count');
    }
  }
  for (const [k, sketch] of sketches) (days.get(k) as Row).hll = Buffer.from(sketch).toString('hex');
  return {
    days: sorted([...days.values()], KEY),
    visitors: sorted([...visitors.values()], [...KEY, 'visitor_key']),
    items: sorted([...items.values()], [...KEY, 'ref_kind', 'ref_id']),
    words: sorted([...words.values()], [...KEY, 'word']),
  };
}

import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { readBounded } from '../../../platform/http/bounded-body.ts';
import { serverSecret } from '../../../platform/settings/secret.ts';
import { enginesOfTenant } from '../../admin/engine/repo.ts';
import { credentialsOf } from '../../admin/engine/rows.ts';
import type { KbEntry, KbHit } from '../retrieval/kb-index.ts';
import { kbVectors } from './table.ts';

/**
 * Meaning for the knowledge search from a tenant's embeddings engine: an OpenAI-compatible NLP
 * engine (/aiadmin/nlp, vendor openai) with an embeddings model set, the way self-hosted Chinese
 * embedding models are commonly served (POST {endpoint}/embeddings, `{ model, input: [...] }` →
 * `{ data: [{ index, embedding: [...] }] }`). The question and its candidates' texts are embedded
 * (texts once: kept in kb_vectors by model and hash, and in memory), and each candidate's score
 * becomes word score × (1 − SEMANTIC_WEIGHT) + cosine × SEMANTIC_WEIGHT (withMeaning). Without
 * such an engine, or when it fails or is slow, the word scores stand as they are.
 */
export const EMBED_TIMEOUT_MS = 3000;
export const EMBED_REPLY_BYTES = 8 * 1024 * 1024;
export const EMBED_MAX_DIMS = 4096;
export const SEMANTIC_WEIGHT = 0.5;

export interface Embedder {
  url: string;
  key: string;
  model: string;
}

const secrets = new WeakMap<Db, Promise<string>>();
const secretOf = (db: Db) => {
  const s = secrets.get(db) ?? serverSecret(db);
  secrets.set(db, s);
  return s;
};

/** The embeddings endpoint of the tenant's first enabled engine that has one, or null. */
export async function embedderOf(db: Db, tenantId: string): Promise<Embedder | null> {
  const e = (await enginesOfTenant(db, tenantId, 'nlp')).find(
    (x) => x.vendor === 'openai' && x.endpoint && x.options.embeddingModel,
  );
  if (!e) return null;
  const url = /\/embeddings\/?$/.test(e.endpoint) ? e.endpoint : `${e.endpoint.replace(/\/+$/, '')}/embeddings`;
  return { url, key: credentialsOf({ secret: await secretOf(db) }, e).appKey, model: String(e.options.embeddingModel) };
}

/** Vectors of the texts, in order; throws on any reply that is not exactly that. */
export async function embed(e: Embedder, texts: string[]): Promise<Float32Array[]> {
  const res = await fetch(e.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(e.key ? { authorization: `Bearer ${e.key}` } : {}) },
    body: JSON.stringify({ model: e.model, input: texts }),
    signal: AbortSignal.timeout(EMBED_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`http ${res.status}`);
  const body = JSON.parse(await readBounded(res, EMBED_REPLY_BYTES)) as { data?: unknown };
  if (!Array.isArray(body.data) || body.data.length !== texts.length) throw new Error('wrong number of vectors');
  const out: Float32Array[] = new Array(texts.length);
  for (const [i, d] of (body.data as { index?: unknown; embedding?: unknown }[]).entries()) {
    const at = typeof d?.index === 'number' ? d.index : i;
    const v = d?.embedding;
    const ok =
      Array.isArray(v) &&
      v.length > 0 &&
      v.length <= EMBED_MAX_DIMS &&
      v.every((x) => typeof x === 'number' && Number.isFinite(x));
    if (!ok || !Number.isInteger(at) || at < 0 || at >= texts.length || out[at]) throw new Error('bad vector');
    out[at] = Float32Array.from(v as number[]);
  }
  if (out.some((v) => v.length !== out[0].length)) throw new Error('vectors of different sizes');
  return out;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Texts embedded per request, and at most per search (the rest are embedded in the background). */
const EMBED_BATCH = 64;
const EMBED_PER_SEARCH = 256;
/** Vectors this process keeps in memory (least recently used go first). */
const MEMORY_VECTORS = 50_000;
const memory = new Map<string, Float32Array>();
const remember = (k: string, v: Float32Array) => {
  memory.delete(k);
  memory.set(k, v);
  if (memory.size > MEMORY_VECTORS) memory.delete(memory.keys().next().value as string);
};

async function embedAndKeep(db: Db, tenantId: string, e: Embedder, texts: string[], out: Map<string, Float32Array>) {
  for (let i = 0; i < texts.length; i += EMBED_BATCH) {
    const batch = texts.slice(i, i + EMBED_BATCH);
    const vs = await embed(e, batch);
    const rows = batch.map((t, j) => ({ tenantId, model: e.model, hash: hashOf(t), vector: Array.from(vs[j]) }));
    await db.insert(kbVectors).values(rows).onConflictDoNothing();
    batch.forEach((t, j) => {
      out.set(t, vs[j]);
      remember(`${tenantId}:${e.model}:${rows[j].hash}`, vs[j]);
    });
  }
}

/**
 * The texts' vectors: from memory, then kb_vectors, then the engine (then kept). At most
 * EMBED_PER_SEARCH are embedded now; the rest go to the engine in the background and are there
 * for a later search.
 */
async function vectorsOf(db: Db, tenantId: string, e: Embedder, texts: string[]): Promise<Map<string, Float32Array>> {
  const out = new Map<string, Float32Array>();
  const keyOf = (t: string) => `${tenantId}:${e.model}:${hashOf(t)}`;
  const unknown = new Map<string, string>();
  for (const t of texts) {
    const v = memory.get(keyOf(t));
    if (v) out.set(t, v);
    else unknown.set(hashOf(t), t);
  }
  if (unknown.size) {
    const stored = await db
      .select({ hash: kbVectors.hash, vector: kbVectors.vector })
      .from(kbVectors)
      .where(
        and(
          eq(kbVectors.tenantId, tenantId),
          eq(kbVectors.model, e.model),
          inArray(kbVectors.hash, [...unknown.keys()]),
        ),
      );
    for (const row of stored) {
      const v = Float32Array.from(row.vector);
      out.set(unknown.get(row.hash) as string, v);
      remember(`${tenantId}:${e.model}:${row.hash}`, v);
    }
  }
  const missing = texts.filter((t) => !out.has(t));
  await embedAndKeep(db, tenantId, e, missing.slice(0, EMBED_PER_SEARCH), out);
  if (missing.length > EMBED_PER_SEARCH)
    void embedAndKeep(db, tenantId, e, missing.slice(EMBED_PER_SEARCH), new Map()).catch(() => undefined);
  return out;
}

function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** How many word candidates meaning re-scores (the word search's best, down to any score). */
export const SEMANTIC_CANDIDATES = 20;
/** Libraries of at most this many entries have every item compared by meaning, not only the word candidates. */
export const SEMANTIC_ALL_MAX = 2000;

/**
 * Hits re-scored with meaning, best first: the word candidates, and every item of the searched
 * libraries when they hold at most SEMANTIC_ALL_MAX entries (so a question sharing no word with
 * its item still reaches it). An item's meaning is its best question or similar question; a
 * segment is compared only when the words found it. When the engine fails, the word hits are
 * returned as they are.
 */
export async function withMeaning(
  db: Db,
  tenantId: string,
  e: Embedder,
  query: string,
  hits: KbHit[],
  entries: KbEntry[],
): Promise<KbHit[]> {
  const byKey = new Map(hits.map((h) => [h.key, { hit: h, texts: [h.matched] }]));
  if (entries.length <= SEMANTIC_ALL_MAX)
    for (const en of entries) {
      if (en.kind !== 'item') continue;
      const texts = [en.question, ...en.similar];
      const known = byKey.get(en.key);
      if (known) known.texts = [...new Set([...known.texts, ...texts])];
      else
        byKey.set(en.key, {
          hit: {
            key: en.key,
            kind: 'item',
            refId: en.refId,
            libraryId: en.libraryId,
            score: 0,
            field: 'question',
            matched: en.question,
          },
          texts,
        });
    }
  if (!byKey.size) return hits;
  try {
    const [q] = await embed(e, [query]);
    const vectors = await vectorsOf(db, tenantId, e, [...new Set([...byKey.values()].flatMap((c) => c.texts))]);
    const fused: KbHit[] = [];
    for (const { hit, texts } of byKey.values()) {
      let best = 0;
      let at = hit.matched;
      for (const t of texts) {
        const v = vectors.get(t);
        const sim = v ? Math.max(0, cosine(q, v)) : 0;
        if (sim > best) [best, at] = [sim, t];
      }
      const score = Math.round((hit.score * (1 - SEMANTIC_WEIGHT) + best * SEMANTIC_WEIGHT) * 10000) / 10000;
      // A hit the words found keeps what they matched; one found by meaning shows its closest question.
      const matched = hit.score > 0 ? hit.matched : at;
      const field = hit.score > 0 ? hit.field : at === texts[0] ? 'question' : 'similar';
      fused.push({ ...hit, score, matched, field });
    }
    return fused.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
  } catch {
    return hits;
  }
}

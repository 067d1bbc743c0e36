/**
 * Similar-question generation (requirements R4 §6). The tenant's enabled NLP engine of vendor
 * `openai` (any OpenAI-compatible chat-completions endpoint) is asked when one is assigned; else the
 * built-in generator (platform/nlu/generate.ts) answers. Either way the candidates are deduplicated
 * against each other and the intent's utterances (similarity ≥ GENERATE_MAX_SIMILARITY dropped).
 *
 * The engine's reply is bounded: GENERATE_TIMEOUT_MS, at most GENERATE_REPLY_BYTES read, one
 * question per line, each trimmed of numbering and quotes and at most UTTERANCE_MAX characters.
 */
import { UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { GENERATE_MAX_SIMILARITY } from '@zhiyu/contract/modules/learnself/generate';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { readBounded } from '../../../platform/http/bounded-body.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { similarity, similarQuestions } from '../../../platform/nlu/generate.ts';
import { enginesOfTenant } from '../../admin/engine/repo.ts';
import { credentialsOf } from '../../admin/engine/rows.ts';
import type { LsScope } from '../dataset/repo.ts';
import { datasetOf } from '../dataset/service.ts';
import { lsDatasetItems } from '../dataset/table.ts';

export const GENERATE_TIMEOUT_MS = 15_000;
export const GENERATE_REPLY_BYTES = 256 * 1024;

interface Input {
  text: string;
  datasetId?: string;
  label?: string;
  max: number;
  builtin: boolean;
}

/** The chat-completions URL of an engine endpoint given as a base (…/v1) or as the full path. */
export const chatUrl = (endpoint: string) =>
  /\/chat\/completions\/?$/.test(endpoint) ? endpoint : `${endpoint.replace(/\/+$/, '')}/chat/completions`;

/** Lines of a model's reply as questions: numbering, bullets and quotes taken off. */
export function questionsOf(reply: string): string[] {
  return reply
    .split(/\r?\n/)
    .map((l) =>
      l
        .replace(/^\s*(?:\d+[.、)）]|[-*•])\s*/, '')
        .replace(/^["“'「]|["”'」]$/g, '')
        .trim(),
    )
    .filter((l) => l.length > 0 && l.length <= UTTERANCE_MAX);
}

async function askEngine(
  url: string,
  key: string,
  model: string,
  text: string,
  max: number,
  lang: 'zh' | 'en',
): Promise<string[]> {
  const prompt =
    lang === 'en'
      ? `Write ${max} different ways a caller might say the following, same meaning, one per line, nothing else:\n${text}`
      : `请给出${max}种与下面这句话意思相同、说法不同的客户问法，每行一句，不要编号，不要其他内容：\n${text}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({
      model: model || 'default',
      messages: [{ role: 'user', content: prompt }],
      temperature: 0.8,
    }),
    signal: AbortSignal.timeout(GENERATE_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`http ${res.status}`);
  const body = JSON.parse(await readBounded(res, GENERATE_REPLY_BYTES)) as {
    choices?: { message?: { content?: unknown } }[];
  };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('no content');
  return questionsOf(content);
}

/** Drops candidates too similar to the text, to existing utterances or to a kept candidate. */
export function dedupe(text: string, candidates: string[], existing: string[], max: number) {
  const kept: string[] = [];
  const against = [text, ...existing];
  let dropped = 0;
  for (const c of candidates) {
    if ([...against, ...kept].some((e) => similarity(c, e) >= GENERATE_MAX_SIMILARITY)) dropped++;
    else if (kept.length < max) kept.push(c);
  }
  return { kept, dropped };
}

export async function generate(ctx: AppContext, s: LsScope, input: Input, lang: 'zh' | 'en') {
  let existing: string[] = [];
  if (input.datasetId) {
    if ((await datasetOf(ctx.db, s, input.datasetId)).type === 'ner') throw new AppError('180078');
    if (input.label)
      existing = (
        await ctx.db
          .select({ text: lsDatasetItems.text })
          .from(lsDatasetItems)
          .where(and(eq(lsDatasetItems.datasetId, input.datasetId), eq(lsDatasetItems.label, input.label)))
          .limit(5000)
      ).map((r) => r.text);
  }
  return generateFor(ctx, s.tenantId, { text: input.text, existing, max: input.max, builtin: input.builtin }, lang);
}

/**
 * Variants of a text, none too like it, an existing one or each other: by the tenant's assigned
 * OpenAI-compatible engine (unless `builtin`), else built in. Shared by the generate screen and the
 * knowledge editor's suggestions (aikb/knowledge).
 */
export async function generateFor(
  ctx: AppContext,
  tenantId: string,
  input: { text: string; existing: string[]; max: number; builtin: boolean },
  lang: 'zh' | 'en',
) {
  const { existing } = input;
  const engine = input.builtin
    ? undefined
    : (await enginesOfTenant(ctx.db, tenantId, 'nlp')).find((e) => e.vendor === 'openai' && e.endpoint);
  if (engine) {
    let candidates: string[];
    try {
      candidates = await askEngine(
        chatUrl(engine.endpoint),
        credentialsOf(ctx, engine).appKey,
        String(engine.options.model ?? ''),
        input.text,
        input.max,
        lang,
      );
    } catch (e) {
      throw new AppError('180027', { detail: { zh: (e as Error).message, en: (e as Error).message } });
    }
    const { kept, dropped } = dedupe(input.text, candidates, existing, input.max);
    return { generator: 'llm' as const, engine: engine.name, questions: kept, dropped };
  }
  // The built-in generator already leaves out what is too like the text or the existing ones.
  const wide = similarQuestions(input.text, { max: input.max * 3, maxSimilarity: 1 });
  const { kept, dropped } = dedupe(input.text, wide, existing, input.max);
  return { generator: 'builtin' as const, engine: '', questions: kept, dropped };
}

/**
 * NLP engines (/aiadmin/nlp, kind 'nlp') and speech engines (/aiadmin/speechengine, kinds 'asr' and
 * 'tts'): the operator's engine settings, their tenants and the "test connection" action (issue 4).
 * Each screen has its own endpoints under its own permission codes (admin.nlp.* / admin.speech.*),
 * built by one factory so the two screens cannot drift apart.
 *
 * Credentials (app key, app secret) are write-only: responses carry SECRET_MASK when one is set and
 * '' when not; an edit that leaves a secret empty keeps the stored one.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { HTTP_URL } from '../../rules/patterns.ts';

/** What a response shows instead of a stored secret. */
export const SECRET_MASK = '******';

export const ENGINE_KINDS = ['nlp', 'asr', 'tts'] as const;
export const EngineKind = z.enum(ENGINE_KINDS);
export type EngineKind = z.infer<typeof EngineKind>;

/** Which kinds each screen manages. */
export const ENGINE_SCREENS = { nlp: ['nlp'], speech: ['asr', 'tts'] } as const satisfies Record<
  string,
  readonly EngineKind[]
>;
export type EngineScreen = keyof typeof ENGINE_SCREENS;

/**
 * Vendors per kind, labelled in the web locales (engine.json `vendor.<value>`). 'local' is the
 * built-in engine (内置引擎) that needs nothing installed and no endpoint; every other vendor is
 * reached over HTTP(S) at the endpoint URL, 'http' being a generic HTTP(S) engine.
 */
export const ENGINE_VENDORS = {
  nlp: ['local', 'http', 'openai', 'qwen', 'ernie', 'zhipu'],
  asr: ['local', 'http', 'aliyun', 'tencent', 'iflytek'],
  tts: ['local', 'http', 'aliyun', 'tencent', 'iflytek'],
} as const satisfies Record<EngineKind, readonly string[]>;
export const ALL_VENDORS = [...new Set(Object.values(ENGINE_VENDORS).flat())] as [string, ...string[]];
export const LOCAL_VENDOR = 'local';

export const ENGINE_STATUSES = ['enabled', 'disabled'] as const;
export const EngineStatus = z.enum(ENGINE_STATUSES);

export const ENGINE_NAME_MAX = 50;
export const ENGINE_ENDPOINT_MAX = 500;
export const ENGINE_SECRET_MAX = 256;
export const ENGINE_OPTION_MAX = 100;
/** How long a connection test waits, milliseconds. */
export const ENGINE_TEST_TIMEOUT_MS = 3000;

/**
 * Why a test failed, labelled in the web locales (engine.json `reason.<value>`): the name could not
 * be resolved, the port refused, no answer in time, an HTTP error status, a TLS failure, or another
 * network error.
 */
export const TEST_REASONS = ['dns', 'refused', 'timeout', 'http', 'tls', 'network'] as const;
export const TestReason = z.enum(TEST_REASONS);
export type TestReason = z.infer<typeof TestReason>;

export const EngineOptions = z.object({
  model: z.string().trim().max(ENGINE_OPTION_MAX).optional(),
  language: z.string().trim().max(ENGINE_OPTION_MAX).optional(),
  voice: z.string().trim().max(ENGINE_OPTION_MAX).optional(),
  /**
   * An OpenAI-compatible NLP engine's embeddings model (POST {endpoint}/embeddings): when set, the
   * knowledge search of the engine's tenants fuses meaning with its word scores.
   */
  embeddingModel: z.string().trim().max(ENGINE_OPTION_MAX).optional(),
});
export type EngineOptions = z.infer<typeof EngineOptions>;

export const LastTest = z.object({
  /** Milliseconds. */
  at: z.number(),
  ok: z.boolean(),
  latencyMs: z.number().nullable(),
  reason: TestReason.nullable(),
  /** The HTTP status when reason is 'http'. */
  httpStatus: z.number().nullable(),
});
export type LastTest = z.infer<typeof LastTest>;

export const EngineRow = z.object({
  id: z.string(),
  kind: EngineKind,
  name: z.string(),
  vendor: z.string(),
  endpoint: z.string(),
  /** SECRET_MASK when set, '' when not: never the value. */
  appKey: z.string(),
  appSecret: z.string(),
  options: EngineOptions,
  status: EngineStatus,
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
  lastTest: LastTest.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type EngineRow = z.infer<typeof EngineRow>;

/** Why an engine input is wrong beyond its field types: the vendor must fit the kind; an endpoint
 * is required (http/https, requirements §5) unless the vendor is the built-in one. */
export function engineInputProblem(v: {
  kind: EngineKind;
  vendor: string;
  endpoint: string;
}): { path: 'vendor' | 'endpoint'; message: string } | null {
  if (!(ENGINE_VENDORS[v.kind] as readonly string[]).includes(v.vendor))
    return { path: 'vendor', message: `vendor ${v.vendor} does not serve ${v.kind}` };
  if (v.vendor === LOCAL_VENDOR) return v.endpoint === '' || HTTP_URL.test(v.endpoint) ? null : urlProblem;
  if (v.endpoint === '') return { path: 'endpoint', message: 'endpoint is required' };
  return HTTP_URL.test(v.endpoint) ? null : urlProblem;
}
const urlProblem = { path: 'endpoint' as const, message: 'endpoint must be an http or https URL' };

function engineFields<K extends readonly [EngineKind, ...EngineKind[]]>(kinds: K) {
  return z.object({
    kind: z.enum(kinds),
    name: z.string().trim().min(1).max(ENGINE_NAME_MAX),
    vendor: z.enum(ALL_VENDORS),
    endpoint: z.string().trim().max(ENGINE_ENDPOINT_MAX).default(''),
    /** '' keeps the stored value on edit (and means none on create). */
    appKey: z.string().trim().max(ENGINE_SECRET_MAX).default(''),
    appSecret: z.string().trim().max(ENGINE_SECRET_MAX).default(''),
    options: EngineOptions.default({}),
    status: EngineStatus.default('enabled'),
  });
}

/** The cross-field rules of engineInputProblem, reported on the field they concern. */
function refined<T extends z.ZodType<{ kind: EngineKind; vendor: string; endpoint: string }>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const p = engineInputProblem(v);
    if (p) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
}

export const ENGINE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
const id = z.string().min(1).max(64);

function listQuery<K extends readonly [EngineKind, ...EngineKind[]]>(kinds: K) {
  return sortedPageQuery(ENGINE_SORT_FIELDS).extend({
    /** Part of the name, case-insensitive. */
    name: z.string().trim().max(ENGINE_NAME_MAX).optional(),
    kind: z.enum(kinds).optional(),
    vendor: z.enum(ALL_VENDORS).optional(),
    status: EngineStatus.optional(),
  });
}

/** A tenant the operator may assign engines to (the multi-select of the assign dialog). */
export const EngineTenantOption = z.object({ id: z.string(), name: z.string(), channelId: z.string() });

function screenEndpoints<S extends EngineScreen>(screen: S, base: string) {
  const kinds = ENGINE_SCREENS[screen] as unknown as readonly [EngineKind, ...EngineKind[]];
  const kind = kinds[0];
  const fields = engineFields(kinds);
  const code = <A extends string>(a: A) => `admin.${screen}.${a}` as const;
  return {
    list: defineEndpoint({
      id: `admin.${screen}.list`,
      method: 'GET',
      path: `${base}/list`,
      access: code('list'),
      query: listQuery(kinds),
      response: pageOf(EngineRow),
      example: { query: { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' } },
    }),
    create: defineEndpoint({
      id: `admin.${screen}.create`,
      method: 'POST',
      path: `${base}/add`,
      access: code('create'),
      body: refined(fields),
      response: EngineRow,
      example: { body: { kind, name: `walk-${screen}`, vendor: 'local', status: 'disabled' } },
    }),
    update: defineEndpoint({
      id: `admin.${screen}.update`,
      method: 'POST',
      path: `${base}/edit`,
      access: code('update'),
      body: refined(fields.extend({ id })),
      response: EngineRow,
      // An id no engine has: valid input, answered 100002, changes nothing.
      example: { body: { id: 'engine-none', kind, name: 'none', vendor: 'local' } },
    }),
    remove: defineEndpoint({
      id: `admin.${screen}.delete`,
      method: 'POST',
      path: `${base}/delete`,
      access: code('delete'),
      /** `cascade`: the user confirmed removing the engine from its tenants too (else 140012). */
      body: z.object({ id, cascade: z.boolean().default(false) }),
      response: z.object({ deleted: z.number(), unassigned: z.number() }),
      example: { body: { id: 'engine-none' } },
    }),
    test: defineEndpoint({
      id: `admin.${screen}.test`,
      method: 'POST',
      path: `${base}/test`,
      access: code('test'),
      body: z.object({ id }),
      /** Success only; a failed test answers 140010 with the reason (and is recorded on the row). */
      response: z.object({ ok: z.literal(true), latencyMs: z.number(), lastTest: LastTest }),
      example: { body: { id: 'engine-none' } },
    }),
    assign: defineEndpoint({
      id: `admin.${screen}.assign`,
      method: 'POST',
      path: `${base}/assign`,
      access: code('assign'),
      /** The complete set of tenants that may use the engine afterwards. */
      body: z.object({ id, tenantIds: z.array(id).max(1000) }),
      response: EngineRow,
      example: { body: { id: 'engine-none', tenantIds: [] } },
    }),
    tenants: defineEndpoint({
      id: `admin.${screen}.tenants`,
      method: 'GET',
      path: `${base}/tenants`,
      access: code('assign'),
      response: z.array(EngineTenantOption),
      example: {},
    }),
  };
}

const nlp = screenEndpoints('nlp', '/ai-admin/nlp-engine');
const speech = screenEndpoints('speech', '/ai-admin/speech-engine');

export const listNlpEngines = nlp.list;
export const createNlpEngine = nlp.create;
export const updateNlpEngine = nlp.update;
export const deleteNlpEngine = nlp.remove;
export const testNlpEngine = nlp.test;
export const assignNlpEngine = nlp.assign;
export const nlpEngineTenants = nlp.tenants;

export const listSpeechEngines = speech.list;
export const createSpeechEngine = speech.create;
export const updateSpeechEngine = speech.update;
export const deleteSpeechEngine = speech.remove;
export const testSpeechEngine = speech.test;
export const assignSpeechEngine = speech.assign;
export const speechEngineTenants = speech.tenants;

/** Both screens' endpoints by screen, for the server's routes and the web's api file. */
export const ENGINE_ENDPOINTS = { nlp, speech } as const;
export type EngineEndpoints = typeof nlp | typeof speech;

/**
 * The engines the caller's current tenant may use (enabled and assigned), for the call modules.
 * Any signed-in user of a tenant may read it ('self', scoped by the session's tenant); it carries
 * no endpoint and no credential.
 */
export const TenantEngine = z.object({
  id: z.string(),
  kind: EngineKind,
  name: z.string(),
  vendor: z.string(),
  options: EngineOptions,
});
export type TenantEngine = z.infer<typeof TenantEngine>;

export const listMyEngines = defineEndpoint({
  id: 'admin.engine.mine',
  method: 'GET',
  path: '/ai-admin/engine/mine',
  access: 'self',
  query: z.object({ kind: EngineKind.optional() }),
  response: z.array(TenantEngine),
  example: { query: {} },
});

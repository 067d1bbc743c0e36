import path from 'node:path';
import { z } from 'zod';
import { DEV_LICENCE_PUBLIC_KEY } from './licence-key.ts';

/** Repository root: `npm start` runs in apps/server, but data and the web build live at the root. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

const seconds = (d: number) => z.coerce.number().int().positive().default(d);
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

/**
 * A comma-separated list of origins (`https://host[:port]`, nothing after it); blanks are dropped.
 * Anything else fails the start, so a typo cannot silently open or close embedding.
 */
function parseOrigins(text: string, ctx: z.RefinementCtx): string[] {
  const out: string[] = [];
  for (const item of text.split(',').map((s) => s.trim())) {
    if (!item) continue;
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    // Scheme, host and port only: no path, query, fragment or credentials.
    const origin = url && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/` ? url.origin : null;
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://host or http://host:port` });
      continue;
    }
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z.string().optional(),
  SEED_DEMO: flag,
  /** With the demo data, the demo tenant's text bot sessions of the last 30 days (default on; 0 leaves none). */
  SEED_DEMO_TEXT: flag,
  /** With the demo data, the agent assistant's settings: scripts, fields, QC rules, triggers (default on). */
  SEED_DEMO_AIHELPER: flag,
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAPTCHA_MODE: z.enum(['always', 'after-failures', 'off']).default('after-failures'),
  LICENCE_PUBLIC_KEY: z.string().default(DEV_LICENCE_PUBLIC_KEY),
  /** With DATABASE_URL, start even with the development licence key (demo or benchmark only). */
  ALLOW_DEV_LICENCE_KEY: flag,
  ACCESS_TOKEN_TTL: seconds(7200),
  REFRESH_TOKEN_TTL: seconds(604800),
  SDK_TOKEN_TTL: seconds(3600),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SERVICE_BASE_ADMIN: z.string().default(''),
  SERVICE_BASE_CALL: z.string().default(''),
  SERVICE_BASE_TEXT: z.string().default(''),
  SERVICE_BASE_AIHELPER: z.string().default(''),
  SERVICE_BASE_KB: z.string().default(''),
  SERVICE_BASE_LEARNSELF: z.string().default(''),
  SERVICE_BASE_BOTCALL: z.string().default(''),
  SERVICE_BASE_CMS: z.string().default(''),
  REPORT_HOST: z.string().default(''),
  /** Base address of each embedded sub-app (its catch-all srcPath is appended); empty: not configured. */
  SUBAPP_AIHELPERSEAT_WEB: z.string().default(''),
  SUBAPP_AITEXT_NEW: z.string().default(''),
  SUBAPP_AITRAIN: z.string().default(''),
  SUBAPP_AITRAIN_SEAT: z.string().default(''),
  SUBAPP_AIKB: z.string().default(''),
  SUBAPP_IFRAME: z.string().default(''),
  /** The channel whose users open conf-sdk pages with the fixed application id (empty: contract default). */
  SUBAPP_CONF_SDK_CHANNEL_ID: z.string().default(''),
  /** Host origins allowed to frame console pages (CSP frame-ancestors), comma-separated; 'self' always is. */
  EMBED_ALLOWED_ORIGINS: z.string().default('').transform(parseOrigins),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (else it could be spoofed). */
  TRUST_PROXY: flag,
  /** `auto`: answered calls get a synthesised recording when espeak-ng is installed; `off`: never. */
  CALL_RECORDINGS: z.enum(['auto', 'off']).default('auto'),
  /** Global per-IP request budget per minute; generous, it only stops floods. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Flow-back (requirements R4 §1) reads a call record once it has been written this long: a call
   * finishing in a transaction still open is not passed over.
   */
  FLOW_SETTLE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Embedded database only: hours between scheduled VACUUM (ANALYZE) runs; 0 turns them off. */
  EMBEDDED_VACUUM_HOURS: z.coerce.number().min(0).default(24),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  /** Demo seeding resolved: on by default for PGlite, opt-in (SEED_DEMO=1) for PostgreSQL. */
  seedDemo: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return { ...e, seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL };
}

/** The object served as window.__ZHIYU_CONFIG__ to the web client. */
export function runtimeConfig(c: Config) {
  return {
    services: {
      admin: c.SERVICE_BASE_ADMIN,
      call: c.SERVICE_BASE_CALL,
      text: c.SERVICE_BASE_TEXT,
      aihelper: c.SERVICE_BASE_AIHELPER,
      kb: c.SERVICE_BASE_KB,
      learnself: c.SERVICE_BASE_LEARNSELF,
      botcall: c.SERVICE_BASE_BOTCALL,
      cms: c.SERVICE_BASE_CMS,
    },
    reportHost: c.REPORT_HOST,
    subApps: {
      aihelperseatWeb: c.SUBAPP_AIHELPERSEAT_WEB,
      aitextNew: c.SUBAPP_AITEXT_NEW,
      aitrain: c.SUBAPP_AITRAIN,
      aitrainSeat: c.SUBAPP_AITRAIN_SEAT,
      aikb: c.SUBAPP_AIKB,
      iframe: c.SUBAPP_IFRAME,
      confSdkChannelId: c.SUBAPP_CONF_SDK_CHANNEL_ID,
    },
  };
}

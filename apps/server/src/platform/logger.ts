import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Never log passwords, tokens, credential headers, query-string values or the parameters of a
 * database statement (issue §2; docs/hardening.md): redact + a minimal req serializer + errors
 * reduced to fields known to be safe, whichever key or argument they are logged under.
 */
export function loggerOptions(level: string, pretty = false): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["refresh-token"]',
        'req.headers.sdktoken',
        'req.headers.cookie',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.token',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        ip: req.ip,
      }),
      err: (err: unknown) => (err instanceof Error ? safeError(err) : err),
    },
    hooks: {
      // Runs before pino reads the arguments: an Error logged on its own, or under any key, is
      // replaced by its safe form, so neither the line's fields nor its message (pino takes an
      // error's message as the line's) carry a statement's params.
      logMethod(args, method) {
        const out: unknown[] = [...args];
        const first = out[0];
        if (first instanceof Error) {
          out[0] = { err: safeError(first) };
          if (out.length === 1) out.push(safeMessage(first));
        } else if (first && typeof first === 'object') {
          const entries = Object.entries(first);
          if (entries.some(([, v]) => v instanceof Error))
            out[0] = Object.fromEntries(entries.map(([k, v]) => [k, v instanceof Error ? safeError(v) : v]));
        }
        for (let i = 0; i < out.length; i++) if (typeof out[i] === 'string') out[i] = scrubUrls(out[i] as string);
        return method.apply(this, out as Parameters<typeof method>);
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

const REDACTED = '[redacted]';
const QUERY_KEY = /^[\w.[\]-]{1,40}$/;

/**
 * The address as logged: the path, and of the query string only the names, every value redacted
 * (tokens travel in `?token=`, and any other value may be personal data).
 */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=');
      const key = eq < 0 ? '' : p.slice(0, eq);
      return QUERY_KEY.test(key) ? `${key}=${REDACTED}` : REDACTED;
    });
  return pairs.length ? `${url.slice(0, q)}?${pairs.join('&')}` : url.slice(0, q);
}

/** Addresses inside free text (a framework's message naming the URL): their query values redacted. */
function scrubUrls(text: string): string {
  if (!text.includes('?')) return text;
  return text.replace(/(\/[^\s?"'`]*)\?[^\s"'`)]*/g, (m) => scrubUrl(m));
}

/**
 * Fields of an error (or of a database driver's error) that say what failed without carrying data.
 * Not kept: drizzle's `params` (a new user's password hash, say) and PostgreSQL's `detail`,
 * `where` and `internalQuery`, which quote key values and whole failing rows.
 */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'hint',
  'query',
] as const;
const MAX_DEPTH = 8;

/** An error's message without the statement parameters drizzle writes into it. */
export function safeMessage(err: Error): string {
  const message = String(err.message ?? '');
  const at = message.indexOf('\nparams: ');
  if (at < 0 || !(message.startsWith('Failed query: ') || 'params' in err)) return message;
  return `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError | string;
  errors?: (SafeError | string)[];
  [field: string]: unknown;
}

/** A loggable copy of an error and its cause chain, holding only SAFE_FIELDS beside type, message and stack. */
export function safeError(err: Error, depth = 0, seen = new Set<unknown>()): SafeError {
  seen.add(err);
  const message = safeMessage(err);
  const ctor = err.constructor?.name;
  const out: SafeError = { type: ctor && ctor !== 'Object' ? ctor : err.name || 'Error', message };
  if (typeof err.stack === 'string') out.stack = safeStack(err, err.stack, message, out.type);
  const fields = err as unknown as Record<string, unknown>;
  for (const f of SAFE_FIELDS) {
    const v = fields[f];
    if (v !== undefined && v !== null && typeof v !== 'object' && typeof v !== 'function') out[f] = v;
  }
  const nested = (v: unknown): SafeError | string =>
    v instanceof Error && depth < MAX_DEPTH && !seen.has(v) ? safeError(v, depth + 1, seen) : String(v);
  if (err.cause !== undefined) out.cause = nested(err.cause);
  if (Array.isArray(fields.errors)) out.errors = fields.errors.slice(0, 10).map(nested);
  return out;
}

/** The stack with the message's header made safe; if the header cannot be found, only the frames. */
function safeStack(err: Error, stack: string, message: string, type: string): string {
  if (message === err.message) return stack;
  if (stack.includes(err.message)) return stack.replace(err.message, message);
  const frames = stack.split('\n').filter((l) => /^\s+at /.test(l));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/**
 * An error and its causes as lines for the console (startup failures): each cause on its own
 * line, statement parameters left out as in the log.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const lines: string[] = [];
  let e: SafeError | string | undefined = safeError(err);
  for (let i = 0; e !== undefined; i++) {
    if (typeof e === 'string') {
      lines.push(`caused by: ${e}`);
      break;
    }
    const code = e.code !== undefined ? ` [${String(e.code)}]` : '';
    const text = `${e.type}: ${e.message}${code}`;
    lines.push(i === 0 ? text : `caused by: ${text}`);
    e = e.cause;
  }
  return lines.join('\n');
}

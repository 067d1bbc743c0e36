/**
 * Build-time stand-in for `zod` in the web bundle (aliased in vite.config.ts and vitest.config.ts).
 *
 * Why: the contract declares endpoints with zod schemas, and the web client needs only their
 * metadata (path, method, access, quiet) and their static types. Real zod costs ~35 KB gzip on the
 * first load, which alone would break the /login budget (requirements D8). The server validates every
 * request with the real schemas, so the client loses no safety.
 *
 * Every schema built here is an inert chainable value. Trying to validate with one throws, so code
 * that really needs runtime validation in the browser fails loudly instead of silently passing.
 */
const VALIDATORS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

function refuse(): never {
  throw new Error('zod is not bundled in the web client; validation belongs to the server (see zod-shape-only.ts)');
}

const handler: ProxyHandler<() => void> = {
  get(_target, key) {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then') return undefined; // never mistaken for a promise
    if (typeof key === 'string' && VALIDATORS.has(key)) return refuse;
    return schema;
  },
  apply: () => schema,
};

const schema: unknown = new Proxy(() => {}, handler);

export const z = schema;
export default schema;

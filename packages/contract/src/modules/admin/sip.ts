/**
 * A tenant's SIP trunk (/index/tenant/sip, issue 4): address, port, transport, credentials,
 * concurrency limit. One trunk per tenant, always the session's current tenant (a tenant admin, or
 * an operator acting in a tenant after switching organisation). The password is write-only.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export const SIP_TRANSPORTS = ['udp', 'tcp', 'tls'] as const;
export const SipTransport = z.enum(SIP_TRANSPORTS);
export const SIP_STATUSES = ['enabled', 'disabled'] as const;

export const SIP_ADDRESS_MAX = 253;
export const SIP_USERNAME_MAX = 64;
export const SIP_PASSWORD_MAX = 128;
export const SIP_REALM_MAX = 253;
export const SIP_PORT_MIN = 1;
export const SIP_PORT_MAX = 65535;
export const SIP_CONCURRENCY_MIN = 1;
export const SIP_CONCURRENCY_MAX = 1000;
export const SIP_DEFAULT_PORT = 5060;
/** How long a trunk test waits, milliseconds. */
export const SIP_TEST_TIMEOUT_MS = 3000;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens; not all-numeric. */
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isIPv4(s: string): boolean {
  return IPV4.test(s);
}

/** IPv6 in its textual forms (with :: compression and an optional embedded IPv4 tail). */
export function isIPv6(s: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(s) || !s.includes(':')) return false;
  let head = s;
  let groupsNeeded = 8;
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    head = `${s.slice(0, lastColon + 1)}0:0`;
    groupsNeeded = 8;
  }
  const parts = head.split('::');
  if (parts.length > 2) return false;
  const groups = (p: string) => (p === '' ? [] : p.split(':'));
  const all = parts.flatMap(groups);
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return parts.length === 2 ? all.length < groupsNeeded : all.length === groupsNeeded;
}

export function isHostName(s: string): boolean {
  if (s.length > SIP_ADDRESS_MAX) return false;
  const labels = s.replace(/\.$/, '').split('.');
  if (labels.every((l) => /^\d+$/.test(l))) return false;
  return labels.every((l) => HOST_LABEL.test(l));
}

/** A SIP trunk address: a host name, an IPv4 address or an IPv6 address (brackets allowed). */
export function isSipAddress(s: string): boolean {
  const bare = s.startsWith('[') && s.endsWith(']') ? s.slice(1, -1) : s;
  if (bare !== s) return isIPv6(bare);
  return isIPv4(s) || isIPv6(s) || isHostName(s);
}

const address = z
  .string()
  .trim()
  .min(1)
  .max(SIP_ADDRESS_MAX)
  .refine(isSipAddress, 'address must be a host name, an IPv4 or an IPv6 address');

export const SipInput = z.object({
  address,
  port: z.number().int().min(SIP_PORT_MIN).max(SIP_PORT_MAX),
  transport: SipTransport,
  username: z
    .string()
    .trim()
    .max(SIP_USERNAME_MAX)
    .regex(/^[^\s@:;]*$/, 'username must not contain spaces, @, : or ;')
    .default(''),
  /** '' keeps the stored password. */
  password: z.string().max(SIP_PASSWORD_MAX).default(''),
  realm: z
    .string()
    .trim()
    .max(SIP_REALM_MAX)
    .refine((s) => s === '' || isSipAddress(s), 'realm must be a host name or an address')
    .default(''),
  concurrency: z.number().int().min(SIP_CONCURRENCY_MIN).max(SIP_CONCURRENCY_MAX),
  status: z.enum(SIP_STATUSES).default('enabled'),
});
export type SipInput = z.input<typeof SipInput>;

export const SipRow = z.object({
  tenantId: z.string(),
  address: z.string(),
  port: z.number(),
  transport: SipTransport,
  username: z.string(),
  /** '******' when a password is stored, '' when none: never the value. */
  password: z.string(),
  realm: z.string(),
  concurrency: z.number(),
  status: z.enum(SIP_STATUSES),
  updatedBy: z.string(),
  updatedAt: z.number(),
});
export type SipRow = z.infer<typeof SipRow>;

export const getSip = defineEndpoint({
  id: 'admin.sip.get',
  method: 'GET',
  path: '/ai-admin/tenant/sip/get',
  access: 'admin.sip.get',
  /** null while the tenant has saved no trunk yet. */
  response: SipRow.nullable(),
  example: {},
});

export const updateSip = defineEndpoint({
  id: 'admin.sip.update',
  method: 'POST',
  path: '/ai-admin/tenant/sip/update',
  access: 'admin.sip.update',
  body: SipInput,
  response: SipRow,
  example: {
    body: { address: 'sip.example.com', port: 5060, transport: 'udp', username: 'trunk', concurrency: 10 },
  },
});

export const SipTestResult = z.object({
  ok: z.literal(true),
  latencyMs: z.number(),
  /** udp: the status line the trunk answered the OPTIONS request with (any SIP response counts). */
  response: z.string().nullable(),
});

/**
 * Tests the settings in the body (the form as it is, saved or not): tcp/tls a TCP connect, udp a
 * SIP OPTIONS request answered by any SIP response, within SIP_TEST_TIMEOUT_MS. A failure answers
 * 140010 with the reason. Nothing is stored.
 */
export const testSip = defineEndpoint({
  id: 'admin.sip.test',
  method: 'POST',
  path: '/ai-admin/tenant/sip/test',
  access: 'admin.sip.test',
  body: SipInput,
  response: SipTestResult,
  // Port 1 on the loopback is closed: refused at once, so the walk does not wait.
  example: { body: { address: '127.0.0.1', port: 1, transport: 'tcp', concurrency: 10 } },
});

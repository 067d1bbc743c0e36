import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { type Probe, reasonOf } from '../engine/probe.ts';

export interface SipTarget {
  address: string;
  port: number;
  transport: 'udp' | 'tcp' | 'tls';
  username: string;
  realm: string;
}

const bare = (a: string) => (a.startsWith('[') && a.endsWith(']') ? a.slice(1, -1) : a);

/** Resolves the address once, so a DNS failure is told apart from the connection's own. */
async function resolve(address: string): Promise<{ ip: string; family: 4 | 6 } | Extract<Probe, { ok: false }>> {
  const host = bare(address);
  const family = net.isIP(host);
  if (family) return { ip: host, family: family as 4 | 6 };
  try {
    const r = await lookup(host);
    return { ip: r.address, family: r.family as 4 | 6 };
  } catch (err) {
    return { ok: false, ...reasonOf(err) };
  }
}

/** tcp and tls: a TCP connection to the trunk within the timeout (the TLS handshake is not tried). */
export async function probeTcp(t: SipTarget, timeoutMs: number): Promise<Probe> {
  const started = performance.now();
  const to = await resolve(t.address);
  if ('ok' in to) return to;
  return new Promise((done) => {
    const socket = net.connect({ host: to.ip, port: t.port, family: to.family });
    const finish = (p: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      done(p);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    socket.once('connect', () => finish({ ok: true, latencyMs: Math.round(performance.now() - started) }));
    socket.once('error', (err) => finish({ ok: false, ...reasonOf(err) }));
  });
}

/** A SIP OPTIONS request (RFC 3261 §11) from the socket's own address. */
export function optionsRequest(t: SipTarget, ip: string, local: { address: string; port: number }): string {
  const host = ip.includes(':') ? `[${ip}]` : ip;
  const me = local.address.includes(':') ? `[${local.address}]` : local.address;
  const tag = randomBytes(6).toString('hex');
  const user = t.username || 'zhiyu';
  return [
    `OPTIONS sip:${host}:${t.port} SIP/2.0`,
    `Via: SIP/2.0/UDP ${me}:${local.port};branch=z9hG4bK${randomBytes(8).toString('hex')};rport`,
    'Max-Forwards: 70',
    `From: <sip:${user}@${t.realm || host}>;tag=${tag}`,
    `To: <sip:${host}:${t.port}>`,
    `Call-ID: ${randomBytes(10).toString('hex')}@zhiyu`,
    'CSeq: 1 OPTIONS',
    `Contact: <sip:${user}@${me}:${local.port}>`,
    'Accept: application/sdp',
    'User-Agent: Zhiyu-Console',
    'Content-Length: 0',
    '',
    '',
  ].join('\r\n');
}

/**
 * udp: sends OPTIONS and waits for any SIP response (a 401 or 404 also proves a SIP server answers).
 * A closed port on a reachable host is reported as refused (ICMP port unreachable on the connected
 * socket); silence until the timeout as timeout.
 */
export async function probeUdp(t: SipTarget, timeoutMs: number): Promise<Probe> {
  const started = performance.now();
  const to = await resolve(t.address);
  if ('ok' in to) return to;
  return new Promise((done) => {
    const socket = dgram.createSocket(to.family === 6 ? 'udp6' : 'udp4');
    let settled = false;
    const finish = (p: Probe) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.close();
      done(p);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    socket.on('error', (err) => finish({ ok: false, ...reasonOf(err) }));
    socket.on('message', (msg) => {
      const line = msg.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
      if (!line.startsWith('SIP/2.0 ')) return;
      finish({ ok: true, latencyMs: Math.round(performance.now() - started), response: line.slice(0, 100) });
    });
    socket.connect(t.port, to.ip, () => {
      const text = optionsRequest(t, to.ip, socket.address());
      socket.send(text, (err) => {
        if (err) finish({ ok: false, ...reasonOf(err) });
      });
    });
  });
}

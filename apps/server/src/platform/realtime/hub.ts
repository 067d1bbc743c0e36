import type { Socket } from 'node:net';
import { REALTIME_CLOSE } from '@zhiyu/contract/realtime';
import type { WebSocket } from 'ws';

/** One open socket and the session it was verified with. */
export interface Client {
  ws: WebSocket;
  /** The raw access token, kept only in memory to re-check the session (never logged). */
  token: string;
  sessionId: string;
  userId: string;
  tenantId: string | null;
  /** Set by a pong, cleared by each heartbeat ping. */
  alive: boolean;
}

/** A peer with more than this waiting in its send buffer is too slow; it is dropped, not buffered. */
const MAX_BUFFERED = 8 * 1024 * 1024;

const tenantKey = (tenantId: string | null) => tenantId ?? '';

/**
 * The sockets open on this instance, indexed by tenant and by user so a delivery touches only
 * its audience. Frames are serialised once per message by the caller and sent as one Buffer to
 * every socket (no per-socket JSON or string encoding).
 */
export class Hub {
  readonly clients = new Set<Client>();
  private byTenant = new Map<string, Set<Client>>();
  private byUser = new Map<string, Set<Client>>();
  private bySession = new Map<string, number>();

  add(c: Client): void {
    this.clients.add(c);
    addTo(this.byTenant, tenantKey(c.tenantId), c);
    addTo(this.byUser, c.userId, c);
    this.bySession.set(c.sessionId, (this.bySession.get(c.sessionId) ?? 0) + 1);
  }

  remove(c: Client): void {
    if (!this.clients.delete(c)) return;
    removeFrom(this.byTenant, tenantKey(c.tenantId), c);
    removeFrom(this.byUser, c.userId, c);
    const n = (this.bySession.get(c.sessionId) ?? 1) - 1;
    if (n > 0) this.bySession.set(c.sessionId, n);
    else this.bySession.delete(c.sessionId);
  }

  socketsOfSession(sessionId: string): number {
    return this.bySession.get(sessionId) ?? 0;
  }

  /** Sends to the tenant's sockets, or only to one user's sockets of that tenant. Returns the count. */
  deliver(tenantId: string | null, userId: string | undefined, frame: Buffer): number {
    const set = userId === undefined ? this.byTenant.get(tenantKey(tenantId)) : this.byUser.get(userId);
    if (!set) return 0;
    let sent = 0;
    for (const c of set) {
      // The user index spans tenants (an account may have sessions in several organisations).
      if (userId !== undefined && c.tenantId !== tenantId) continue;
      if (c.ws.readyState !== c.ws.OPEN) continue;
      if (c.ws.bufferedAmount > MAX_BUFFERED) {
        c.ws.close(REALTIME_CLOSE.slow, 'slow consumer: too many messages waiting');
        continue;
      }
      cork(c.ws);
      c.ws.send(frame, { binary: false });
      sent++;
    }
    return sent;
  }
}

/**
 * Many messages published in one turn of the event loop (a burst) leave each socket in a single
 * write instead of one system call per frame: the TCP socket is corked until the turn ends.
 */
const corked = new Set<Socket>();
function cork(ws: WebSocket) {
  const sock = (ws as unknown as { _socket?: Socket })._socket;
  if (!sock || corked.has(sock)) return;
  if (corked.size === 0) setImmediate(uncorkAll);
  sock.cork();
  corked.add(sock);
}
function uncorkAll() {
  for (const s of corked) s.uncork();
  corked.clear();
}

function addTo(m: Map<string, Set<Client>>, k: string, c: Client) {
  const s = m.get(k);
  if (s) s.add(c);
  else m.set(k, new Set([c]));
}

function removeFrom(m: Map<string, Set<Client>>, k: string, c: Client) {
  const s = m.get(k);
  if (!s) return;
  s.delete(c);
  if (s.size === 0) m.delete(k);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The callback signature: hex HMAC-SHA256 of "<timestamp>.<body>" under the app's secret, sent as
 * `X-Zhiyu-Signature: sha256=<hex>` beside `X-Zhiyu-Timestamp: <Unix seconds>`. A receiver
 * recomputes it over the raw body and may refuse old timestamps to stop replays.
 */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Constant-time check of a received signature (what a receiver does; used by the tests). */
export function verifySignature(secret: string, timestamp: string, body: string, received: string): boolean {
  const want = Buffer.from(signature(secret, timestamp, body));
  const got = Buffer.from(received);
  return want.length === got.length && timingSafeEqual(want, got);
}

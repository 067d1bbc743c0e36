import svgCaptcha from 'svg-captcha';
import type { Kv } from '../../../platform/kv.ts';

const CAPTCHA_TTL_S = 300;
const key = (id: string) => `captcha:${id}`;

/** An image captcha; the answer lives only in the kv store, for 5 minutes, single use. */
export async function newCaptcha(kv: Kv): Promise<{ captchaId: string; image: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f0f5ff' });
  const captchaId = crypto.randomUUID();
  await kv.set(key(captchaId), c.text.toLowerCase(), CAPTCHA_TTL_S);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Consumes the captcha whatever the outcome, so one image allows one guess. */
export async function checkCaptcha(kv: Kv, captchaId: string, answer: string): Promise<boolean> {
  const expected = await kv.take(key(captchaId));
  return expected !== null && expected === answer.trim().toLowerCase();
}

/** Test hook: read the answer without consuming it (tests cannot read the image). */
export const peekCaptcha = (kv: Kv, captchaId: string) => kv.get(key(captchaId));

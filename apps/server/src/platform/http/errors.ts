import { ERRORS, type ErrorCode, messageOf } from '@zhiyu/contract/errors';
import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'en';
type Detail = string | { zh: string; en: string };

/** A §8 error: the code decides status and message; `detail` is appended after a colon. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly opts: {
      params?: Record<string, string | number>;
      detail?: Detail;
      headers?: Record<string, string>;
      /** What the client needs to act on the refusal (e.g. the problems of a flow), as the envelope's data. */
      data?: unknown;
    } = {},
  ) {
    super(code);
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
  message_(lang: Lang): string {
    const base = messageOf(this.code, lang, this.opts.params);
    const d = this.opts.detail;
    if (d === undefined) return base;
    return `${base}: ${typeof d === 'string' ? d : d[lang]}`;
  }
}

/** Chinese first (requirements §1): English only when the browser asks for it. */
export function langOf(req: FastifyRequest): Lang {
  const h = req.headers['accept-language'];
  return typeof h === 'string' && h.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function errorBody(err: AppError, lang: Lang) {
  return { code: err.code, msg: err.message_(lang), data: err.opts.data ?? null };
}

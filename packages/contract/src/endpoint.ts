import type { z } from 'zod';
import type { PermissionCode } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: no session (login, captcha, login page config).
 * - `self`: any signed-in user, acting only on their own account or session.
 * - a permission code: the caller's API whitelist must hold it (requirements D3.2, D3.3).
 * - several codes: any one of them will do. Used where screens share one API (the three user
 *   screens of the admin area each grant their own interface codes for the same calls).
 */
export type Access = 'public' | 'self' | PermissionCode | readonly [PermissionCode, ...PermissionCode[]];

/** The permission codes an endpoint accepts; empty for public and self endpoints. */
export function accessCodes(access: Access): readonly string[] {
  if (access === 'public' || access === 'self') return [];
  return typeof access === 'string' ? [access] : access;
}

/** How the response body is produced: the JSON envelope, or a file/binary. */
export type ResponseKind = 'json' | 'binary';

export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable id, `module.resource.name`. */
  id: string;
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  /** Schema of `data` inside the envelope. */
  response: R;
  access: Access;
  kind?: ResponseKind;
  /** A valid request used by the endpoint walk test and as documentation. */
  example?: { query?: Record<string, unknown>; body?: unknown };
  /** Calls that skip the progress bar in the web client (requirements §7). */
  quiet?: boolean;
  /** The handler needs the body's bytes as sent (a signature over them): kept as `req.rawBody`. */
  rawBody?: boolean;
}

export function defineEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return e;
}

type InferOr<T, D> = T extends z.ZodType ? z.infer<T> : D;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? InferOr<Q, undefined> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? InferOr<B, undefined> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.infer<R> : never;

export const LIMITS = [10, 20, 50, 100];
export const DEFAULT_LIMIT = 20;

/** How many rows a ranked board shows, from its address (`limit`). */
export function limitOf(params: URLSearchParams): number {
  const raw = Number(params.get('limit'));
  return LIMITS.includes(raw) ? raw : DEFAULT_LIMIT;
}

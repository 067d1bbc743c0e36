/** Postgres refused a row for a unique index (23505), as thrown or as the cause drizzle wraps it in. */
export const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

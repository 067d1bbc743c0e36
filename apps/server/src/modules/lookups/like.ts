/** A contains-pattern for ILIKE with the user's %, _ and \ taken literally. */
export const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

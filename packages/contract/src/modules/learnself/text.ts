import { z } from 'zod';

/**
 * A trimmed text of `min`..`max` characters. (U+0000 never reaches a handler: the server's NUL
 * guard refuses such a request first, requirements §4.)
 */
export const SafeText = (max: number, min = 0) => z.string().trim().min(min).max(max);

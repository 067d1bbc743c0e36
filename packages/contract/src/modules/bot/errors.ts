import type { ErrorDef } from '../../errors.ts';

/** Bots and their flows (issue 5 §1): 150001–150019. */
export const BOT_ERRORS = {} as const satisfies Record<string, ErrorDef>;

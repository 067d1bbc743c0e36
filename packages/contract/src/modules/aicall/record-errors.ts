import type { ErrorDef } from '../../errors.ts';

/** Call records, intention levels and inbound calls (issue 5 §4): 150060–150079. */
export const RECORD_ERRORS = {} as const satisfies Record<string, ErrorDef>;

import type { ErrorDef } from '../../errors.ts';

/** Outbound tasks and the dialer (issue 5 §3): 150040–150059. */
export const TASK_ERRORS = {} as const satisfies Record<string, ErrorDef>;

import type { ErrorDef } from '../../errors.ts';

/** Call settings: voice, numbers, callbacks, SMS, about (issue 5 §5): 150080–150099. */
export const SETTING_ERRORS = {} as const satisfies Record<string, ErrorDef>;

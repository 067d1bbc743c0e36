import type { ErrorDef } from '../../errors.ts';

/** Customers, attributes and the customer blacklist (issue 5 §2): 150020–150039. */
export const CUSTOMER_ERRORS = {} as const satisfies Record<string, ErrorDef>;

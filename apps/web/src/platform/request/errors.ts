/** requirements §8: what the client does with a code other than 000000. Behaviours come from the contract. */
import { behaviourOf } from '@zhiyu/contract/error-behaviours';
import { goToLogin } from '../navigation.ts';
import { clearSession } from '../session/storage.ts';
import { toastError } from './toast.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message || code);
    this.name = 'ApiError';
  }
}

export interface HandleOptions {
  /** Skip the toast (the requirements' silent lookups); login behaviours still apply. */
  silent?: boolean;
}

export function handleApiError(code: string, msg: string | undefined, opts: HandleOptions = {}): void {
  switch (behaviourOf(code)) {
    case 'login-silent':
      clearSession();
      goToLogin();
      return;
    case 'login-message':
      toastError(msg || code);
      clearSession();
      goToLogin();
      return;
    case 'silent':
      return;
    default:
      if (!opts.silent) toastError(msg || code);
  }
}

/**
 * How the web client reacts to a code (requirements §8), apart from the catalogue's messages: the
 * console's shell needs only this, and the whole catalogue (errors.ts, every module's codes in two
 * languages) would otherwise load with it and grow with every module. `errors.test.ts` checks that
 * this list is the catalogue's, code for code.
 */
export const SUCCESS_CODE = '000000';
/** Export calls also accept this code as success (requirements §9). */
export const EXPORT_SUCCESS_CODE = '501000';

export type ErrorBehaviour = 'login-silent' | 'login-message' | 'silent' | 'toast';

/** Every code whose behaviour is not the default 'toast'. */
export const NON_TOAST: Readonly<Record<string, Exclude<ErrorBehaviour, 'toast'>>> = {
  '401': 'login-message',
  '403': 'login-message',
  '600001': 'login-message',
  '881055': 'silent',
  '910008': 'login-silent',
  '910018': 'login-message',
  '930006': 'login-silent',
  '930007': 'login-message',
  '930008': 'login-message',
  '999986': 'login-message',
  '999987': 'login-message',
  '999988': 'login-silent',
};

export function behaviourOf(code: string): ErrorBehaviour {
  return NON_TOAST[code] ?? 'toast';
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from '@zhiyu/contract/rules/password';
import type { TFunction } from 'i18next';

/** The contract's password rules as an antd validator, messages from the locales. */
export function newPasswordValidator(t: TFunction, username: string) {
  return (_: unknown, value: string | undefined) => {
    const problems = value ? passwordProblems(value, username) : [];
    if (!problems.length) return Promise.resolve();
    const n = problems[0] === 'too_long' ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH;
    return Promise.reject(new Error(t(`auth:password.problem.${problems[0]}`, { n })));
  };
}

/** Password rules enforced on every change (issue: min 8, not the username, not a common password). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

// Lower-cased; compared case-insensitively. The most used passwords of public breach corpora,
// plus the obvious local variants.
const COMMON = new Set(
  [
    '12345678',
    '123456789',
    '1234567890',
    '87654321',
    '11111111',
    '00000000',
    '88888888',
    '66666666',
    '12341234',
    '11223344',
    '1qaz2wsx',
    'qwertyui',
    'qwerty123',
    'qwertyuiop',
    'password',
    'password1',
    'password123',
    'passw0rd',
    'p@ssw0rd',
    'p@ssword',
    'iloveyou',
    'sunshine',
    'princess',
    'football',
    'baseball',
    'welcome1',
    'welcome123',
    'admin123',
    'admin@123',
    'admin1234',
    'administrator',
    'abc12345',
    'abcd1234',
    'a1234567',
    'aa123456',
    'qq123456',
    'woaini1314',
    '5201314520',
    'letmein1',
    'trustno1',
    'superman',
    'starwars',
    'dragon12',
    'monkey12',
    'master12',
    'zxcvbnm1',
    'asdfghjk',
    'asdf1234',
    'zaq12wsx',
    '1q2w3e4r',
    '1q2w3e4r5t',
    'q1w2e3r4',
    'changeme',
    'test1234',
    'root1234',
    'user1234',
    'guest123',
    'default1',
    'computer',
    'internet',
    'whatever',
    'michael1',
    'jennifer',
    'shadow12',
    '123qweasd',
    'qweasdzxc',
    'asd123456',
    'a123456789',
    '147258369',
    '123123123',
    '456789123',
  ].map((s) => s.toLowerCase()),
);

export type PasswordProblem = 'too_short' | 'too_long' | 'same_as_username' | 'too_common';

export function passwordProblems(password: string, username: string): PasswordProblem[] {
  const out: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) out.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) out.push('too_long');
  if (password.toLowerCase() === username.toLowerCase()) out.push('same_as_username');
  if (COMMON.has(password.toLowerCase())) out.push('too_common');
  return out;
}

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, { zh: string; en: string }> = {
  too_short: { zh: `密码至少${PASSWORD_MIN_LENGTH}位`, en: `At least ${PASSWORD_MIN_LENGTH} characters` },
  too_long: { zh: `密码最多${PASSWORD_MAX_LENGTH}位`, en: `At most ${PASSWORD_MAX_LENGTH} characters` },
  same_as_username: { zh: '密码不能与用户名相同', en: 'Must differ from the username' },
  too_common: { zh: '密码过于常见，请更换', en: 'Too common; choose another' },
};

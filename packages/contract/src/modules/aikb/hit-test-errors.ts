import type { ErrorDef } from '../../errors.ts';

/**
 * The knowledge test (/aikb/test): 160301–160319. A library that is not the caller's answers the
 * library code 160002, naming it.
 */
export const HIT_TEST_ERRORS = {
  '160301': { status: 400, behaviour: 'toast', zh: '请输入要测试的问题', en: 'Enter a question to test' },
  '160302': {
    status: 400,
    behaviour: 'toast',
    zh: '测试问题不能超过{n}个字',
    en: 'The question is longer than {n} characters',
  },
  '160303': { status: 404, behaviour: 'toast', zh: '测试记录不存在', en: 'Test record not found' },
} as const satisfies Record<string, ErrorDef>;

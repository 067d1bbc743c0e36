import { describe, expect, it } from 'vitest';
import { NON_TOAST } from '../src/error-behaviours.ts';
import { behaviourOf, ERRORS, formatMessage, LOGIN_CODES, messageOf, SUCCESS_CODE } from '../src/errors.ts';

describe('error catalogue (requirements §8)', () => {
  it('sends these codes to login silently', () => {
    for (const c of ['999988', '910008', '930006']) expect(behaviourOf(c)).toBe('login-silent');
  });
  it('shows the message then goes to login for these codes', () => {
    for (const c of ['999987', '999986', '910018', '600001', '401', '403', '930007', '930008']) {
      expect(behaviourOf(c)).toBe('login-message');
    }
  });
  it('the shell behaviour list equals the catalogue, code for code', () => {
    const fromCatalogue = Object.fromEntries(
      Object.entries(ERRORS)
        .filter(([, d]) => d.behaviour !== 'toast')
        .map(([code, d]) => [code, d.behaviour]),
    );
    expect({ ...NON_TOAST }).toEqual(fromCatalogue);
  });
  it('keeps 881055 silent and toasts anything else, even unknown codes', () => {
    expect(behaviourOf('881055')).toBe('silent');
    expect(behaviourOf('110001')).toBe('toast');
    expect(behaviourOf('777777')).toBe('toast');
  });
  it('lists exactly the eleven login codes', () => {
    expect([...LOGIN_CODES].sort()).toEqual(
      ['999988', '910008', '930006', '999987', '999986', '910018', '600001', '401', '403', '930007', '930008'].sort(),
    );
  });
  it('gives every code a Chinese and an English message and an HTTP error status', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(def.zh.length, code).toBeGreaterThan(0);
      expect(def.en.length, code).toBeGreaterThan(0);
      expect(def.status, code).toBeGreaterThanOrEqual(400);
    }
    expect(ERRORS).not.toHaveProperty(SUCCESS_CODE);
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(messageOf('110002', 'zh', { n: 300 })).toBe('登录失败次数过多，请300秒后再试');
    expect(formatMessage('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });
});

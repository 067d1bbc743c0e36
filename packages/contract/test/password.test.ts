import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../src/rules/password.ts';

describe('password rules', () => {
  it('accepts a long, uncommon password that is not the username', () => {
    expect(passwordProblems('Blue-Harbour-42', 'tenant')).toEqual([]);
  });
  it('rejects fewer than 8 characters', () => {
    expect(passwordProblems('Ab1!xyz', 'tenant')).toEqual(['too_short']);
  });
  it('rejects the username, whatever the case', () => {
    expect(passwordProblems('LongUserName', 'longusername')).toEqual(['same_as_username']);
  });
  it('rejects common passwords case-insensitively', () => {
    expect(passwordProblems('PassWord123', 'tenant')).toEqual(['too_common']);
    expect(passwordProblems('12345678', 'tenant')).toEqual(['too_common']);
  });
  it('rejects more than 64 characters', () => {
    expect(passwordProblems('x'.repeat(65), 'tenant')).toEqual(['too_long']);
  });
});

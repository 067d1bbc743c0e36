import { describe, expect, it } from 'vitest';
import { CustomerPhone, isValidCustomerPhone, normaliseCustomerPhone, phoneKind } from '../src/rules/phone.ts';

describe('customer phone rules', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['0086-13800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['  19912345678 ', '19912345678'],
    ['010-12345678', '01012345678'],
    ['(0755) 2345-6789', '075523456789'],
    ['0571 8765432', '05718765432'],
    ['+86 10 1234 5678', '01012345678'],
    ['0086 21 62345678', '02162345678'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normaliseCustomerPhone(raw)).toBe(stored);
    expect(isValidCustomerPhone(raw)).toBe(true);
    expect(CustomerPhone.parse(raw)).toBe(stored);
  });

  it('tells mobiles from fixed lines', () => {
    expect(phoneKind('13800138000')).toBe('mobile');
    expect(phoneKind('01012345678')).toBe('fixed');
    expect(phoneKind('12345')).toBeNull();
  });

  it.each([
    '',
    '12800138000', // 12x is not a mobile prefix
    '1380013800', // ten digits
    '138001380001', // twelve digits
    '12345678', // no area code
    '010-0234567', // subscriber starting with 0
    '010-123456', // subscriber too short
    '+1 415 555 0100', // not mainland
    '8613800138', // 86 + ten digits
    '138abc38000',
    '1.38E+10',
  ])('%j is refused with one clear message', (raw) => {
    expect(isValidCustomerPhone(raw)).toBe(false);
    const r = CustomerPhone.safeParse(raw);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toContain('号码格式不正确');
  });
});

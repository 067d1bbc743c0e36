import { PASSWORD_MAX_LENGTH } from '@zhiyu/contract/rules/password';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// No look-alike characters (0/O, 1/l/I), so a password read out or copied by hand survives.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*?!';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** A random index below `n`, without modulo bias (rejection sampling over crypto random bytes). */
function randomBelow(n: number): number {
  const limit = 256 - (256 % n);
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    if (byte[0] < limit) return byte[0] % n;
  }
}

/**
 * A random password of `length` characters with at least one lower-case letter, one capital, one
 * digit and one symbol, from the browser's cryptographic random source.
 */
export function generatePassword(length = 14): string {
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => set[randomBelow(set.length)]);
  while (chars.length < length) chars.push(ALL[randomBelow(ALL.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export interface PasswordInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
}

/**
 * A password typed by an admin for someone else (an initial or reset password): masked, with the
 * eye to show it, and a generate button to fill in a strong random one, shown so it can be copied and handed on.
 */
export function PasswordInput({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  maxLength = PASSWORD_MAX_LENGTH,
}: PasswordInputProps) {
  const { t } = useTranslation('inputs');
  const [visible, setVisible] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete="new-password"
        visibilityToggle={{ visible, onVisibleChange: setVisible }}
      />
      <Button
        disabled={disabled}
        onClick={() => {
          onChange?.(generatePassword());
          setVisible(true);
        }}
      >
        {t('passwordGenerate')}
      </Button>
    </Space.Compact>
  );
}

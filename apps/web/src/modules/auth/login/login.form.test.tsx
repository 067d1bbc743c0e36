import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { LoginForm } from './login.form.tsx';

beforeAll(async () => {
  await changeLanguage('zh-CN');
  await i18n.loadNamespaces('auth');
});

const captcha = (id: string) => ({ captchaId: id, image: `data:image/svg+xml,${id}` });
const props = {
  initialAgreement: true,
  busy: false,
  onSubmit: vi.fn(async () => false),
  onUsernameBlur: vi.fn(),
  onAgreement: vi.fn(),
  onRefreshCaptcha: vi.fn(),
};
const required = () => i18n.getFixedT('zh-CN', 'auth')('login.captchaRequired');

describe('login form captcha', () => {
  it('shows no error when the captcha field appears, only after a submit', () => {
    const view = render(<LoginForm {...props} captcha={null} />);
    view.rerender(<LoginForm {...props} captcha={captcha('a')} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.container.querySelector('#login_verifyCode')?.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(view.container.querySelector('#login_username') as Element, { target: { value: 'u' } });
    fireEvent.change(view.container.querySelector('#login_password') as Element, { target: { value: 'p' } });
    fireEvent.submit(view.container.querySelector('form') as Element);
    expect(screen.getByRole('alert').textContent).toBe(required());
  });

  it('a new captcha (or the field shown again) starts blank and without the old error', () => {
    const view = render(<LoginForm {...props} captcha={captcha('a')} />);
    fireEvent.submit(view.container.querySelector('form') as Element);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(required());
    // The username changes and no captcha is needed, then another name needs one again.
    view.rerender(<LoginForm {...props} captcha={null} />);
    view.rerender(<LoginForm {...props} captcha={captcha('b')} />);
    expect(screen.queryAllByRole('alert').map((a) => a.textContent)).not.toContain(required());
    expect(view.container.querySelector('#login_verifyCode')?.getAttribute('aria-invalid')).toBe('false');
  });

  it('a refreshed image clears the answer typed for the old one', () => {
    const view = render(<LoginForm {...props} captcha={captcha('a')} />);
    const input = () => view.container.querySelector('#login_verifyCode') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: 'abcd' } });
    view.rerender(<LoginForm {...props} captcha={captcha('b')} />);
    expect(input().value).toBe('');
  });
});

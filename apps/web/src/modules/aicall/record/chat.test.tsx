import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { Chat } from './chat.tsx';

beforeAll(() => changeLanguage('zh-CN'));

describe('record chat', () => {
  it('puts the bot left and the callee right, with the intent and its score under the callee', () => {
    render(
      <Chat
        turns={[
          { role: 'bot', text: 'hello', atMs: 0, nodeId: 'greet' },
          { role: 'user', text: 'yes please', atMs: 2500, intent: 'interested', score: 0.912 },
          { role: 'user', text: '', atMs: 5000 },
        ]}
      />,
    );
    const [bot, user, silent] = screen.getByTestId('record-chat').children as unknown as HTMLElement[];
    expect(bot.dataset.role).toBe('bot');
    expect(bot.style.alignItems).toBe('flex-start');
    expect(user.style.alignItems).toBe('flex-end');
    expect(user.textContent).toContain('yes please');
    expect(user.textContent).toContain('interested');
    expect(user.textContent).toContain('置信度 0.91');
    expect(user.textContent).toContain('2.5s');
    expect(silent.textContent).toContain('（静默）');
  });

  it('says so when there is no conversation', () => {
    render(<Chat turns={[]} />);
    expect(screen.getByText('该通话没有对话内容')).toBeTruthy();
  });
});

import { render } from '@testing-library/react';
import type { WindowWait } from '@zhiyu/contract/modules/aicall/task';
import { beforeAll, describe, expect, it } from 'vitest';
import { wrap } from '../../../components/schema/test-utils.tsx';
import { changeLanguage, i18n, loadLanguage } from '../../../platform/i18n/index.ts';
import { WindowWaitHint, windowWaitText } from './window-wait.tsx';

const SH = 'Asia/Shanghai';
const wait = (o: Partial<WindowWait>): WindowWait => ({
  opensAt: Date.now() + 3_600_000,
  date: '2026-03-03',
  time: '09:00',
  weekday: 2,
  inDays: 1,
  ...o,
});

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await loadLanguage('en-US', { everything: true });
  await changeLanguage('zh-CN');
});

describe('waiting for the calling window', { timeout: 30_000 }, () => {
  it('names the opening: later today, tomorrow, a weekday, a date; the zone when not the browser’s', () => {
    const t = i18n.getFixedT('zh-CN', 'task');
    expect(windowWaitText(t, wait({ inDays: 0, time: '13:30' }), SH, SH)).toBe('等待呼叫时段 · 今天 13:30 开始');
    expect(windowWaitText(t, wait({}), SH, SH)).toBe('等待呼叫时段 · 明天 09:00 开始');
    expect(windowWaitText(t, wait({ inDays: 3, weekday: 1 }), SH, SH)).toBe('等待呼叫时段 · 周一 09:00 开始');
    expect(windowWaitText(t, wait({ inDays: 7, date: '2026-03-10' }), SH, SH)).toBe('等待呼叫时段 · 03-10 09:00 开始');
    expect(windowWaitText(t, wait({}), 'Asia/Tokyo', SH)).toBe('等待呼叫时段 · 明天 09:00（Asia/Tokyo） 开始');
    const en = i18n.getFixedT('en-US', 'task');
    expect(windowWaitText(en, wait({}), SH, SH)).toBe('Waiting for its calling window, opens tomorrow 09:00');
    expect(windowWaitText(en, wait({ inDays: 3, weekday: 1 }), SH, SH)).toBe(
      'Waiting for its calling window, opens Mon 09:00',
    );
  });

  it('shows the hint while the window is ahead, and nothing without a wait or once it opened', () => {
    const { container, rerender } = render(wrap(<WindowWaitHint wait={wait({})} timeZone={SH} />));
    expect(container.querySelector('[data-testid="task-window-wait"]')?.textContent).toContain('明天 09:00');
    rerender(wrap(<WindowWaitHint wait={null} timeZone={SH} />));
    expect(container.querySelector('[data-testid="task-window-wait"]')).toBeNull();
    rerender(wrap(<WindowWaitHint wait={wait({ opensAt: Date.now() - 1 })} timeZone={SH} />));
    expect(container.querySelector('[data-testid="task-window-wait"]')).toBeNull();
  });
});

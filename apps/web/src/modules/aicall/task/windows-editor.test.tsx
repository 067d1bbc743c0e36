import { fireEvent, render, screen } from '@testing-library/react';
import type { WeekWindows } from '@zhiyu/contract/rules/call-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { wrap } from '../../../components/schema/test-utils.tsx';
import { changeLanguage, loadLanguage } from '../../../platform/i18n/index.ts';
import { toEnd, WindowsEditor } from './windows-editor.tsx';

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await changeLanguage('zh-CN');
});

describe('calling windows editor', { timeout: 30_000 }, () => {
  it('makes a day one whole-day range (to 24:00) and shows a 24:00 end as the last minute', () => {
    const changes: WeekWindows[] = [];
    const value = { '1': [{ from: '09:00', to: '24:00' }] };
    const { container } = render(wrap(<WindowsEditor value={value} onChange={(v) => changes.push(v)} />));
    const monday = container.querySelector('[data-day="1"]') as HTMLElement;
    const inputs = monday.querySelectorAll('input');
    expect([...inputs].map((i) => i.value)).toEqual(['09:00', '23:59']);
    const tuesday = container.querySelector('[data-day="2"]') as HTMLElement;
    expect(tuesday.textContent).toContain('不呼叫');
    fireEvent.click(screen.getAllByRole('button', { name: '全天' })[1]);
    expect(changes.at(-1)).toEqual({ ...value, '2': [{ from: '00:00', to: '24:00' }] });
    // Picking the picker's last minute as an end means the end of the day; other ends stay.
    expect([toEnd('23:59'), toEnd('18:00')]).toEqual(['24:00', '18:00']);
  });
});

import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../platform/i18n/index.ts';
import { NoRecording } from './record-drawer.tsx';

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await loadLanguage('en-US', { everything: true });
  await changeLanguage('zh-CN');
});

describe('record without a recording', { timeout: 30_000 }, () => {
  it('says 暂无录音 where the player would be, with the reason when known', async () => {
    const text = (note: Parameters<typeof NoRecording>[0]['note']) => {
      const { container, unmount } = render(<NoRecording note={note} />);
      const s = container.querySelector('[data-testid="record-no-audio"]')?.textContent;
      unmount();
      return s;
    };
    expect(text('notAnswered')).toBe('暂无录音· 通话未接通，没有录音');
    expect(text('notProduced')).toContain('录音未生成');
    expect(text('off')).toContain('未开启通话录音');
    expect(text(null)).toBe('暂无录音');
    await changeLanguage('en-US');
    expect(text('notAnswered')).toBe('No recording· The call was not answered');
    await changeLanguage('zh-CN');
  });
});

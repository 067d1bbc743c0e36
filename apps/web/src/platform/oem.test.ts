import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { describe, expect, it, vi } from 'vitest';

const OEM = { title: '星河智能客服平台', titleEn: 'Xinghe AI Service', abbreviation: '星河' };
const call = vi.hoisted(() => vi.fn());
vi.mock('./request/call.ts', () => ({ call }));
const { fetchLoginConfig } = await import('./oem.ts');

describe('login configuration', () => {
  it('stores the OEM data and brands the tab on every use, also after a logout cleared it', async () => {
    call.mockResolvedValue({ channelId: '1001', oem: OEM, captchaMode: 'off' });
    await fetchLoginConfig();
    expect(document.title).toMatch(/星河智能客服平台|Xinghe AI Service/);
    // A logout clears the stored copy; the cached answer brands the login page again.
    localStorage.removeItem(STORAGE_KEYS.oem);
    document.title = '';
    await fetchLoginConfig();
    expect(call).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.oem) ?? 'null')).toMatchObject(OEM);
    expect(document.title).toMatch(/星河智能客服平台|Xinghe AI Service/);
  });
});

import { act, render, screen } from '@testing-library/react';
import { CONF_SDK_APP_ID } from '@zhiyu/contract/rules/embed';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FramePage } from '../../components/frame-page/frame-page.tsx';
import { reportUrl } from '../../components/report-page/report-page.tsx';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { refreshDelay } from '../../platform/sdk-token/sdk-token.ts';
import { subAppTarget } from './sub-app.ts';

let issued = 0;
const expire = 3600;
beforeEach(async () => {
  await changeLanguage('zh-CN');
  issued = 0;
  localStorage.setItem(K.authorization, 'session');
  localStorage.setItem(K.appId, '555');
  localStorage.setItem(K.userInfo, JSON.stringify({ username: 'u', nickname: '小明', channelId: '2002' }));
  // The network boundary only: the sdk-token endpoint answers a new token each call.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      issued++;
      const body = { code: '000000', msg: 'ok', data: { token: `tok${issued}`, expire } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  window.__ZHIYU_CONFIG__ = { subApps: { aitrain: 'https://train.example.com/app/', confSdkChannelId: '1001' } };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.__ZHIYU_CONFIG__ = undefined;
});

const show = (address: string | null) =>
  render(
    <MemoryRouter>
      <FramePage address={address} names={['embed:/aitrain']} />
    </MemoryRouter>,
  );
const frameSrc = async () => new URL((await screen.findByTestId('embed-frame')).getAttribute('src') ?? '');

describe('frame screen (requirements §2, §4)', () => {
  it('loads until the SDK token arrives, then frames the address with appid, nick and token', async () => {
    show('/iframe/bot/bot-list');
    expect(screen.getByTestId('frame-loading')).toBeTruthy();
    const src = await frameSrc();
    expect(src.pathname).toBe('/iframe/bot/bot-list');
    expect(Object.fromEntries(src.searchParams)).toEqual({ appid: '555', nick: '小明', token: 'tok1' });
    expect(localStorage.getItem(K.sdkToken)).toBe('tok1');
    expect(Number(localStorage.getItem(K.sdkLastTime))).toBeGreaterThan(Date.now() + 3500_000);
  });
  it('a conf-sdk address opened by the special channel gets the fixed application id', async () => {
    localStorage.setItem(K.userInfo, JSON.stringify({ username: 'u', nickname: 'n', channelId: '1001' }));
    show('/conf-sdk/index.html');
    expect((await frameSrc()).searchParams.get('appid')).toBe(CONF_SDK_APP_ID);
  });
  it('another channel keeps its own appid on a conf-sdk address', async () => {
    show('/conf-sdk/index.html');
    expect((await frameSrc()).searchParams.get('appid')).toBe('555');
  });
  it('refuses an address on a foreign host (the token must not leave)', async () => {
    show('https://evil.example.net/steal');
    expect(await screen.findByText('不允许嵌入该地址')).toBeTruthy();
    expect(screen.queryByTestId('embed-frame')).toBeNull();
  });
  it('says so when the sub-app is not configured', () => {
    show(null);
    expect(screen.getByText(/尚未配置/)).toBeTruthy();
  });
  it('renews the token 10 minutes before expiry and posts it to the frame without reloading it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show('/iframe/bot/bot-list');
    const frame = (await screen.findByTestId('embed-frame')) as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    await act(() => vi.advanceTimersByTimeAsync(3000_000 - 1000));
    expect(issued).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(issued).toBe(2);
    expect(post).toHaveBeenCalledWith({ type: 'zhiyu:sdkToken', token: 'tok2', expire: 3600 }, window.location.origin);
    expect(localStorage.getItem(K.sdkToken)).toBe('tok2');
    expect(new URL(frame.src).searchParams.get('token')).toBe('tok1');
  });
});

describe('refresh timing (requirements §9: lead 600000 ms)', () => {
  it('10 minutes before expiry; at once when less remains; half-life for tokens issued that short', () => {
    expect(refreshDelay(3600_000)).toBe(3000_000);
    expect(refreshDelay(600_001)).toBe(1);
    expect(refreshDelay(599_000)).toBe(0);
    expect(refreshDelay(60_000, 60_000)).toBe(30_000);
    expect(refreshDelay(1000, 1000)).toBe(1000);
  });
});

describe('report screen and sub-app addresses', () => {
  it('report host plus hash route, with appid and token in the route query', () => {
    window.__ZHIYU_CONFIG__ = { reportHost: 'https://report.example.com' };
    const url = reportUrl('https://report.example.com', '/board/daily?day=1', '7', 'tk');
    expect(url?.href).toBe('https://report.example.com/#/board/daily?day=1&appid=7&token=tk');
    expect(reportUrl('not a host', '/x', '7', 'tk')).toBeNull();
  });
  it('a sub-app path maps to its base address plus srcPath; url in the query wins', () => {
    expect(subAppTarget('/aitrain/lesson/3', '?a=1')).toEqual({
      prefix: '/aitrain',
      address: 'https://train.example.com/app/lesson/3?a=1',
    });
    expect(subAppTarget('/aitrain-seat/x', '')).toEqual({ prefix: '/aitrain-seat', address: null });
    expect(subAppTarget('/iframe/anything', '?url=/iframe/bot/bot-list')).toEqual({
      prefix: '/iframe',
      address: '/iframe/bot/bot-list',
    });
  });
});

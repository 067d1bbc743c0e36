import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { describeUserAgent, loginLogColumns } from './login-logs.columns.tsx';
import { parseUserAgent } from './user-agent.ts';

const UA = {
  chromeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; PJA110 Build/UKQ1.230924.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003029) NetType/WIFI Language/zh_CN',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  curl: 'curl/8.4.0',
  opaque: 'something odd',
};

beforeAll(async () => {
  await changeLanguage('zh-CN');
  await i18n.loadNamespaces('admin');
});
const zh = () => i18n.getFixedT('zh-CN', 'admin');
const en = () => i18n.getFixedT('en-US', 'admin');

describe('parseUserAgent', () => {
  it.each([
    ['chromeWin', 'Chrome 131', 'Windows 10'],
    ['edgeWin', 'Edge 131', 'Windows 10'],
    ['safariIos', 'Safari', 'iOS 17'],
    ['safariMac', 'Safari 17', 'macOS'],
    ['firefoxLinux', 'Firefox 133', 'Linux'],
    ['chromeIos', 'Chrome 131', 'iOS 18'],
    ['samsung', 'Samsung Internet 23', 'Android 13'],
    ['ie11', 'Internet Explorer 11', 'Windows 7'],
    ['harmony', 'Chrome 114', 'HarmonyOS 4'],
    ['curl', 'curl 8', null],
    ['opaque', null, null],
  ] as const)('%s → %s · %s', (key, browser, system) => {
    expect(parseUserAgent(UA[key])).toEqual({ browser, app: null, system });
  });

  it('names in-app browsers by the app', () => {
    expect(parseUserAgent(UA.wechatAndroid)).toEqual({ browser: null, app: 'wechat', system: 'Android 14' });
    expect(parseUserAgent(UA.wechatIos)).toEqual({ browser: null, app: 'wechat', system: 'iOS 17' });
  });
});

describe('the sign-in history column', () => {
  it('reads browser · system in the language of the page', () => {
    expect(describeUserAgent(zh(), UA.chromeWin)).toBe('Chrome 131 · Windows 10');
    expect(describeUserAgent(zh(), UA.safariIos)).toBe('Safari · iOS 17');
    expect(describeUserAgent(zh(), UA.wechatAndroid)).toBe('微信 · Android 14');
    expect(describeUserAgent(en(), UA.wechatAndroid)).toBe('WeChat · Android 14');
    expect(describeUserAgent(zh(), UA.opaque)).toBe('未知');
  });

  it('shows the summary in the table, not the raw string', () => {
    const rows = [{ id: '1', time: 0, ip: '127.0.0.1', userAgent: UA.chromeWin, success: true, reason: null }];
    render(<Table rowKey="id" columns={loginLogColumns(zh())} dataSource={rows} pagination={false} />);
    expect(screen.getByTestId('login-log-agent').textContent).toBe('Chrome 131 · Windows 10');
    expect(document.body.textContent).not.toContain('AppleWebKit');
  });
});

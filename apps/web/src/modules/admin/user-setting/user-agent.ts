/**
 * Browser and system of a sign-in, read from its user-agent string, for the sign-in history
 * (Chrome 131 · Windows 10). Only the two facts the history shows are read, so a few patterns do;
 * a parser library would cost the settings chunk far more than this. `app` names an in-app browser
 * whose name is translated (the locale's `ua.app.<id>`); `browser` and `system` are product names.
 */
export interface UserAgentInfo {
  /** Product name with its major version where it means something: "Chrome 131", "Safari". */
  browser: string | null;
  /** An in-app browser named in the locale instead of `browser` (wechat, qq, alipay, dingtalk). */
  app: 'wechat' | 'qq' | 'alipay' | 'dingtalk' | null;
  /** "Windows 10", "macOS", "iOS 17", "Android 14", "Linux", "HarmonyOS". */
  system: string | null;
}

const major = (ua: string, re: RegExp): string | null => re.exec(ua)?.[1]?.split(/[._]/)[0] ?? null;
const named = (name: string, version: string | null) => (version ? `${name} ${version}` : name);

const WINDOWS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function system(ua: string): string | null {
  if (/HarmonyOS|OpenHarmony/i.test(ua))
    return named('HarmonyOS', major(ua, /(?:HarmonyOS|OpenHarmony)[ /]?([\d.]+)/i));
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[_\d]*/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  if (/Android/i.test(ua)) return named('Android', major(ua, /Android[ /]?([\d.]+)/i));
  const win = /Windows NT (\d+\.\d+)/.exec(ua);
  if (win) return `Windows ${WINDOWS[win[1] ?? ''] ?? win[1]}`;
  if (/Windows/.test(ua)) return 'Windows';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function app(ua: string): UserAgentInfo['app'] {
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  if (/AlipayClient/i.test(ua)) return 'alipay';
  if (/DingTalk/i.test(ua)) return 'dingtalk';
  if (/QQBrowser|MQQBrowser|\bQQ\//i.test(ua)) return 'qq';
  return null;
}

function browser(ua: string, ios: boolean): string | null {
  const rules: [RegExp, string][] = [
    [/EdgA?\/([\d.]+)/, 'Edge'],
    [/EdgiOS\/([\d.]+)/, 'Edge'],
    [/OPR\/([\d.]+)/, 'Opera'],
    [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
    [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
    [/CriOS\/([\d.]+)/, 'Chrome'],
    [/(?:Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
  ];
  for (const [re, name] of rules) if (re.test(ua)) return named(name, major(ua, re));
  // Safari's version follows the system's on iOS, so there the system alone says it.
  if (/Safari\//.test(ua) || (ios && /AppleWebKit/.test(ua)))
    return ios ? 'Safari' : named('Safari', major(ua, /Version\/([\d.]+)/));
  if (/MSIE |Trident\//.test(ua)) return named('Internet Explorer', major(ua, /(?:MSIE |rv:)([\d.]+)/));
  // A client that is no browser names itself first: curl/8.4.0, okhttp/4.12, python-requests/2.31.
  const tool = /^([A-Za-z][\w.-]*)\/(\d+)/.exec(ua);
  return tool ? `${tool[1]} ${tool[2]}` : null;
}

export function parseUserAgent(raw: string): UserAgentInfo {
  const ua = raw.trim();
  const sys = system(ua);
  const inApp = app(ua);
  return { browser: inApp ? null : browser(ua, sys?.startsWith('iOS') ?? false), app: inApp, system: sys };
}

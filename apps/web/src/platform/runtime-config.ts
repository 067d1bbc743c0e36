/** `window.__ZHIYU_CONFIG__` from /runtime-config.js (served by the server; may be missing). */
export type ServiceName = 'admin' | 'call' | 'text' | 'aihelper' | 'kb' | 'learnself' | 'botcall' | 'cms';

export interface RuntimeConfig {
  services?: Partial<Record<ServiceName, string>>;
  reportHost?: string;
  subApps?: Record<string, string>;
}

declare global {
  interface Window {
    __ZHIYU_CONFIG__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' && window.__ZHIYU_CONFIG__) || {};
}

const PREFIX_SERVICE: [string, ServiceName][] = [
  ['/ai-admin', 'admin'],
  ['/v1/', 'call'],
  ['/newaitext', 'text'],
  ['/aihelper-api', 'aihelper'],
  ['/aikb-api', 'kb'],
  ['/learnself-api', 'learnself'],
  ['/bot-call-api', 'botcall'],
  ['/cms', 'cms'],
];

/** Base address of the service owning `path` ('' = same origin, the default). */
export function baseFor(path: string): string {
  const svc = PREFIX_SERVICE.find(([p]) => path.startsWith(p))?.[1];
  const base = svc ? runtimeConfig().services?.[svc] : undefined;
  return (base ?? '').replace(/\/$/, '');
}

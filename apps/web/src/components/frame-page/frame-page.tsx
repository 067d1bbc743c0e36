import { SDK_TOKEN_MESSAGE } from '@zhiyu/contract/rules/embed';
import { DEFAULT_APP_ID, STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { Result, Spin } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSdkToken } from '../../platform/sdk-token/use-sdk-token.ts';
import { getString } from '../../platform/session/storage.ts';
import { useUserInfo } from '../../platform/session/use-session.ts';
import { PageContainer } from '../page-container.tsx';
import { frameUrl } from './frame-url.ts';

export interface FramePageProps {
  /** Address to embed (absolute, or a path of this console); null: not configured. */
  address: string | null;
  /** Breadcrumb and title keys (namespace-qualified, e.g. 'embed:/aitrain'). */
  names: string[];
  /** Builds the final address from the token; the frame screen's own rule by default. */
  build?: (address: string, token: string) => URL | null;
  /** Message shown when `address` is null. */
  missing?: string;
}

const FRAME_STYLE = { width: '100%', height: 'calc(100vh - 160px)', minHeight: 480, border: 0 } as const;

/**
 * Frame screen (requirements §2): the address gets appid, nick and token; a loading state shows until the
 * SDK token arrives; each renewed token is posted to the frame (`{ type: 'zhiyu:sdkToken', token,
 * expire }`) rather than reloading it.
 */
export function FramePage({ address, names, build, missing }: FramePageProps) {
  const { t } = useTranslation('embed');
  const user = useUserInfo();
  const frame = useRef<HTMLIFrameElement>(null);
  const token = useSdkToken((next, expire) => {
    const target = frame.current?.contentWindow;
    if (target && shown.current.url)
      target.postMessage({ type: SDK_TOKEN_MESSAGE, token: next, expire }, shown.current.url.origin);
  });
  // The address is fixed with the token it was opened with, so a renewal never reloads the frame.
  const shown = useRef<{ address: string | null; url: URL | null }>({ address: null, url: null });
  if (token && address && shown.current.address !== address) {
    const appId = getString(K.appId) || DEFAULT_APP_ID;
    const channelId = user?.channelId ?? getString(K.channelId);
    const url = build
      ? build(address, token)
      : frameUrl(address, { appId, channelId, nick: user?.nickname ?? '', token });
    shown.current = { address, url };
  }
  let body: React.ReactNode;
  if (!address) body = <Result status="warning" title={missing ?? t('notConfigured')} />;
  else if (!token)
    body = (
      <Spin data-testid="frame-loading" tip={t('loading')} size="large">
        <div style={{ height: 240 }} />
      </Spin>
    );
  else if (!shown.current.url) body = <Result status="error" title={t('notAllowed')} />;
  else
    body = (
      <iframe
        ref={frame}
        data-testid="embed-frame"
        title={t('frameTitle')}
        src={shown.current.url.href}
        style={FRAME_STYLE}
      />
    );
  return <PageContainer names={names}>{body}</PageContainer>;
}

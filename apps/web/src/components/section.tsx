import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A titled white panel, drawn like antd's Card. Card itself imports Tabs (for its tab list), about
 * 11 KB gzip, which pages loaded with the shell cannot afford (requirements D8 shell budget).
 */
export function Section({ title, children, style }: { title: ReactNode; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      <h2
        style={{
          margin: 0,
          padding: `${token.paddingSM}px ${token.paddingLG}px`,
          minHeight: 56,
          display: 'flex',
          alignItems: 'center',
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}

import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A titled white panel of the desk, drawn like antd's Card but tighter (the desk is read from 360 px
 * wide up), without Card's Tabs import.
 */
export function DeskCard({
  title,
  extra,
  children,
  testId,
  bodyStyle,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  bodyStyle?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <section
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        minWidth: 0,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          flexWrap: 'wrap',
          padding: `${token.paddingXS}px ${token.padding}px`,
          minHeight: 46,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h2 style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>{title}</h2>
        {extra}
      </header>
      <div style={{ padding: token.paddingSM, ...bodyStyle }}>{children}</div>
    </section>
  );
}

import { Card } from 'antd';
import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows its children from the second, interruptible pass on (React's deferred value): what is above
 * it — the KPI cards and the first charts — is committed and drawn first, and the heavier tables and
 * secondary charts follow a moment later instead of holding the whole board back. A loading card
 * keeps their place meanwhile. Only the first mount is deferred; later updates render at once.
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <Card loading style={{ marginBottom: 16 }} />;
}

import { Card } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useDeferredValue } from 'react';

/**
 * Shows its children from the second, interruptible pass on (React's deferred value): what is above
 * it — the KPI cards and the first charts — is committed and drawn first, and the heavier tables and
 * secondary charts follow a moment later instead of holding the whole board back. A loading card
 * keeps their place meanwhile, also while a `laterPart`'s code is on its way; `fallback` replaces it
 * (`null` for a drawer that starts closed). Only the first mount is deferred; later updates render at once.
 */
export function Later({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  const waiting = fallback === undefined ? <Card loading style={{ marginBottom: 16 }} /> : fallback;
  return ready ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}

/**
 * A part shown under `Later` whose code is a chunk of its own, fetched when `Later` first shows it:
 * a board's tables (antd's Table with its pagination, filters and tree) are then neither fetched
 * nor compiled before the board's first chart is drawn (docs/aicall-board-speed.md).
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((part) => ({ default: part })));
}

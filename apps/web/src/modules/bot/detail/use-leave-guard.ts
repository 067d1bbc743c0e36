import { useCallback, useEffect, useRef } from 'react';

const SENTINEL = 'botflowSentinel';

/**
 * Asks before unsaved changes are left behind. The router is declarative (no data-router blocker),
 * so the guard covers each way out itself:
 * - reload, closing the tab, typed addresses: the browser's own beforeunload prompt;
 * - the side menu and links outside the page: a click caught before the router sees it, asked, and
 *   replayed when the user leaves;
 * - the browser's back button and the breadcrumb's back: a same-address history entry is pushed
 *   while there are changes, so going back lands on the page again and can ask first.
 * `leave(go)` runs a navigation of the page itself (its back button) without asking twice.
 */
export function useLeaveGuard(dirty: boolean, ask: () => Promise<boolean>) {
  const state = useRef({ dirty, allow: false, sentinel: false, href: '' });
  state.current.dirty = dirty;

  useEffect(() => {
    const s = state.current;
    if (dirty && !s.sentinel) {
      s.href = window.location.href;
      window.history.pushState({ ...(window.history.state ?? {}), [SENTINEL]: true }, '', s.href);
      s.sentinel = true;
    }
  }, [dirty]);

  useEffect(() => {
    const s = state.current;
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!s.dirty || s.allow) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onPop = () => {
      if (!s.sentinel || window.history.state?.[SENTINEL] || window.location.href !== s.href) return;
      s.sentinel = false;
      if (!s.dirty || s.allow) {
        // The extra entry served its purpose: go on to where the user was heading.
        window.history.back();
        return;
      }
      void ask().then((go) => {
        if (go) {
          s.allow = true;
          window.history.back();
        } else {
          window.history.pushState({ ...(window.history.state ?? {}), [SENTINEL]: true }, '', s.href);
          s.sentinel = true;
        }
      });
    };
    const onClick = (e: MouseEvent) => {
      if (!s.dirty || s.allow || e.button !== 0) return;
      const el = (e.target as Element | null)?.closest?.('[data-testid="side-menu"] .ant-menu-item, a[href]');
      if (!el || el.closest('[data-leave-guard="inside"]')) return;
      e.preventDefault();
      e.stopPropagation();
      void ask().then((go) => {
        if (!go) return;
        s.allow = true;
        (el as HTMLElement).click();
      });
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
    };
  }, [ask]);

  /** Runs the page's own way out; with changes it asks first. */
  const leave = useCallback(
    async (go: (extraEntries: number) => void) => {
      const s = state.current;
      if (s.dirty && !(await ask())) return;
      s.allow = true;
      go(s.sentinel ? 1 : 0);
    },
    [ask],
  );
  return { leave };
}

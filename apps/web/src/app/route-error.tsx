import { Component, type ReactNode } from 'react';
import { t } from '../platform/i18n/t.ts';

/** A route that failed to load (a chunk gone after a deploy, or the 120 s timeout): offer a reload. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  state = { error: null as unknown };

  componentDidUpdate(prev: { resetKey: string }) {
    // Navigating away from a failed route gives the next one a fresh chance.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <p>{t('common:loadFailed')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common:reload')}
        </button>
      </div>
    );
  }
}

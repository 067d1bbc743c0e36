import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getString, subscribe } from '../session/storage.ts';
import { realtimeAddress } from './address.ts';
import { createConnection } from './connection.ts';
import { type RealtimeState, realtimeStore, useRealtime } from './store.ts';

const COLOURS: Record<RealtimeState, string> = {
  idle: '#bfbfbf',
  connecting: '#faad14',
  open: '#52c41a',
  closed: '#ff4d4f',
};

/**
 * Opens the real-time channel for as long as the signed-in layout is shown, reopens it when the
 * token changes (refresh, organisation switch), closes it on sign-out, and shows its state as a
 * small dot in the header.
 */
export function RealtimeStatus() {
  const { t } = useTranslation('realtime');
  const { state, received } = useRealtime();
  useEffect(() => {
    const conn = createConnection({ address: () => realtimeAddress() });
    conn.start();
    let token = getString(K.authorization);
    const unsubscribe = subscribe(() => {
      const next = getString(K.authorization);
      if (next === token) return;
      token = next;
      if (next) conn.restart();
      else {
        conn.stop();
        realtimeStore.reset();
      }
    });
    return () => {
      unsubscribe();
      conn.stop();
      realtimeStore.reset();
    };
  }, []);
  const label = t(`state.${state}`);
  return (
    <span
      role="status"
      aria-label={label}
      title={label}
      data-testid="realtime-status"
      data-state={state}
      data-received={received}
      style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: COLOURS[state] }}
    />
  );
}

export default RealtimeStatus;

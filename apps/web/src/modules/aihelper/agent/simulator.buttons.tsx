import { useMutation } from '@tanstack/react-query';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { stopSimulation } from '@zhiyu/contract/modules/aihelper/simulator';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../platform/access/can.tsx';
import { call } from '../../../platform/request/call.ts';
import { toastSuccess } from '../../../platform/request/toast.ts';
import { useRefreshConversation } from './use-conversation.ts';

// The dialog loads when first opened: most agents' calls come from telephony, not the simulator.
const SimulatorModal = lazy(() => import('./simulator.modal.tsx').then((m) => ({ default: m.SimulatorModal })));

/** Simulated calls start with "sim-" (the server's simulator). */
const simulated = (conv: AgentConversation | null) => !!conv && conv.state === 'live' && conv.callId.startsWith('sim-');

/**
 * Simulate a call and, while a simulated call is live, end it: shown to users holding the simulator's
 * start button.
 */
export function SimulatorButtons({ conv }: { conv: AgentConversation | null }) {
  const { t } = useTranslation('aihelper-desk');
  const allowed = useCan('aihelper.simulator.start-button');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const refresh = useRefreshConversation();
  const stop = useMutation({
    mutationFn: (callId: string) => call(stopSimulation, { body: { callId } }),
    onSuccess: (r) => {
      if (!r.stopped) toastSuccess(t('sim.notPlaying'));
      return refresh();
    },
  });
  if (!allowed) return null;
  return (
    <Flex gap={8} wrap>
      {conv && simulated(conv) && (
        <Button danger loading={stop.isPending} onClick={() => stop.mutate(conv.callId)} data-testid="sim-stop">
          {t('sim.stop')}
        </Button>
      )}
      <Button
        type={conv?.state === 'live' ? 'default' : 'primary'}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="sim-open"
      >
        {t('sim.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SimulatorModal
            open={open}
            onClose={() => setOpen(false)}
            onStarted={() => {
              setOpen(false);
              void refresh();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}

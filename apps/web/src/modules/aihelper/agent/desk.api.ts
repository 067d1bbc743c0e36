import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { request } from '../../../platform/request/http.ts';

/** Query keys of the agent desk (requirements D3.7). */
export const deskKeys = {
  all: ['aihelper', 'desk'] as const,
  current: () => [...deskKeys.all, 'current'] as const,
  fields: () => [...deskKeys.all, 'fields'] as const,
  scenarios: () => [...deskKeys.all, 'scenarios'] as const,
  simulatorChannels: () => [...deskKeys.all, 'simulator-channels'] as const,
  portrait: (conversationId: string, lines: number, fills: number) =>
    [...deskKeys.all, 'portrait', conversationId, lines, fills] as const,
};

/**
 * The signed-in agent's current conversation. Read quietly (no progress bar): during a call it is
 * read again on every real-time message, several times a second. `silent` leaves out the error
 * toast, when the desk shows the failure in its place instead (nothing on screen yet).
 */
export const readConversation = (silent = false): Promise<AgentConversation | null> =>
  request<AgentConversation | null>(getAgentConversation.path, { method: 'GET', quiet: true, silent });

/** While a call is live the conversation is also read every 5 s, in case a message was missed. */
export const LIVE_POLL_MS = 5000;

/** A time within the call as mm:ss (minutes go past 59 on a long call). */
export function mmss(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The transcript line of an utterance id, if it is on the conversation. */
export const lineOf = (conv: AgentConversation, utteranceId: string | null) =>
  utteranceId ? conv.transcript.find((l) => l.utteranceId === utteranceId) : undefined;

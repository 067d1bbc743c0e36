/**
 * Test data and drawing for the desk's tests (imported by *.test.tsx only): a conversation as the
 * server answers it, the tenant's form, and a page drawn with a fresh query client.
 */
import type { CustomFieldRow } from '@zhiyu/contract/modules/aihelper/field';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import type { CustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import type { ReactNode } from 'react';
import { drawAt, pageOf } from '../../../test/page-kit.tsx';

export const STARTED = Date.UTC(2026, 10, 28, 2, 0, 0);

export const CONV: AgentConversation = {
  id: 'conv-1',
  channelId: 'ch-sim',
  callId: 'sim-abc',
  customerNumber: '15900001111',
  direction: 'in',
  skillGroup: 'broadband',
  state: 'live',
  startedAt: STARTED,
  endedAt: null,
  transcript: [
    { utteranceId: 'u1', speaker: 'agent', text: 'Hello, how can I help?', startMs: 0, endMs: 2000, final: true },
    {
      utteranceId: 'u2',
      speaker: 'customer',
      text: 'My broadband is down, call me on 13800138000',
      startMs: 2900,
      endMs: 7000,
      final: true,
    },
    { utteranceId: 'u3', speaker: 'agent', text: 'Sorry for the', startMs: 65_000, endMs: 66_000, final: false },
  ],
  alerts: [
    {
      id: 'a1',
      ruleId: 'r1',
      ruleName: 'Mood',
      kind: 'emotion',
      severity: 'warning',
      utteranceId: 'u2',
      atMs: 7000,
      detail: 'negative',
    },
    {
      id: 'a2',
      ruleId: 'r2',
      ruleName: 'Banned words',
      kind: 'forbidden',
      severity: 'critical',
      utteranceId: 'u3',
      atMs: 66_000,
      detail: 'dunno',
    },
  ],
  fills: [
    { fieldId: 'f-phone', value: '13800138000', utteranceId: 'u2', confirmed: false },
    { fieldId: 'f-name', value: 'Li Lei', utteranceId: null, confirmed: true },
  ],
  triggers: [],
  tags: [],
  panels: ['recommend', 'fill', 'portrait', 'qc'],
  formFieldIds: null,
  submittedAt: null,
  recommendations: [
    {
      utteranceId: 'u2',
      scriptId: 's1',
      scene: 'Broadband',
      intent: 'Repair',
      text: 'I will rush the repair for you.',
      score: 0.9,
      why: 'broadband is down',
      via: 'wording',
      rank: 1,
      used: null,
    },
    {
      utteranceId: 'u2',
      scriptId: 's2',
      scene: 'Broadband',
      intent: 'Apology',
      text: 'We are sorry for the trouble.',
      score: 0.7,
      why: 'down',
      via: 'wording',
      rank: 2,
      used: 'said',
    },
  ],
};

const field = (f: Partial<CustomFieldRow> & Pick<CustomFieldRow, 'id' | 'name'>): CustomFieldRow => ({
  type: 'text',
  required: false,
  options: [],
  extraction: 'none',
  order: 0,
  createdAt: STARTED,
  updatedAt: STARTED,
  ...f,
});

export const FIELDS: CustomFieldRow[] = [
  field({ id: 'f-phone', name: 'Phone', type: 'phone', extraction: 'phone', required: true, order: 1 }),
  field({ id: 'f-name', name: 'Name', type: 'text', extraction: 'name', order: 2 }),
  field({ id: 'f-addr', name: 'Address', type: 'address', extraction: 'address', order: 3 }),
];

/** The portrait of CONV's customer: a known customer with tags and attributes, one earlier call. */
export const PORTRAIT: CustomerPortrait = {
  customer: {
    id: 'cu-1',
    name: 'Wang Fang',
    phone: '15900001111',
    tags: ['VIP', 'Broadband'],
    attributes: [{ name: 'Plan', value: '300M fibre' }],
  },
  earlier: [
    {
      kind: 'call',
      id: 'rec-1',
      at: STARTED - 86_400_000,
      durationSec: 65,
      resultClass: 'answered',
      intentionLevel: 'A',
      skillGroup: null,
      summary: 'Bill enquiry',
    },
    {
      kind: 'desk',
      id: 'conv-0',
      at: STARTED - 2 * 86_400_000,
      durationSec: 130,
      resultClass: null,
      intentionLevel: null,
      skillGroup: 'broadband',
      summary: '',
    },
  ],
  facts: [
    { field: 'Phone', value: '13800138000', confirmed: false },
    { field: 'Name', value: 'Li Lei', confirmed: true },
  ],
  sentiment: [
    { utteranceId: 'u2', atMs: 2900, score: -3, mood: 'negative' },
    { utteranceId: 'u4', atMs: 70_000, score: 0, mood: 'neutral' },
  ],
};

export const page = <T,>(list: T[]) => pageOf(list, 100);

/** Draws a desk page at `path`. */
export const draw = (ui: ReactNode, path = '/aihelper/agent') => drawAt(path, ui);

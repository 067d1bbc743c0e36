import type { BodyOf } from '@zhiyu/contract/endpoint';
import { getAbout } from '@zhiyu/contract/modules/aicall/about';
import {
  generateCallbackSecret,
  getCallback,
  listDeliveries,
  retryDelivery,
  testCallback,
  updateCallback,
} from '@zhiyu/contract/modules/aicall/callback';
import { listLineInboundBots, updateLine } from '@zhiyu/contract/modules/aicall/line';
import { listSmsOutbox, listSmsVariables } from '@zhiyu/contract/modules/aicall/sms';
import { getVoice, updateVoice } from '@zhiyu/contract/modules/aicall/voice';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the settings screens (requirements D3.7); mutations invalidate their resource's `all`. */
export const settingKeys = {
  voice: ['aicall', 'voice'] as const,
  lines: ['aicall', 'line'] as const,
  inboundBots: ['aicall', 'line', 'inbound-bots'] as const,
  callback: ['aicall', 'callback'] as const,
  deliveries: ['aicall', 'callback', 'deliveries'] as const,
  sms: ['aicall', 'sms'] as const,
  smsVariables: ['aicall', 'sms', 'variables'] as const,
  outbox: ['aicall', 'sms-outbox'] as const,
  about: ['aicall', 'about'] as const,
};

export const fetchVoice = () => call(getVoice);
export const saveVoice = (body: BodyOf<typeof updateVoice>) => call(updateVoice, { body });

export const fetchInboundBots = () => call(listLineInboundBots);
export const editLine = (body: BodyOf<typeof updateLine>) => call(updateLine, { body });

export const fetchCallback = () => call(getCallback);
export const saveCallback = (body: BodyOf<typeof updateCallback>) => call(updateCallback, { body });
export const newSecret = () => call(generateCallbackSecret);
export const sendTest = () => call(testCallback);
export const fetchDeliveries = (query: WireQuery<typeof listDeliveries>) => callQuery(listDeliveries, query);
export const retry = (id: string) => call(retryDelivery, { body: { id } });

export const fetchVariables = () => call(listSmsVariables);
export const fetchOutbox = (query: WireQuery<typeof listSmsOutbox>) => callQuery(listSmsOutbox, query);

export const fetchAbout = () => call(getAbout);

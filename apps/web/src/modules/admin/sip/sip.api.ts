import type { BodyOf } from '@zhiyu/contract/endpoint';
import { getSip, testSip, updateSip } from '@zhiyu/contract/modules/admin/sip';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the SIP trunk (requirements D3.7). */
export const sipKeys = { all: ['admin', 'sip'] as const };

export const fetchSip = () => call(getSip);
export const saveSip = (body: BodyOf<typeof updateSip>) => call(updateSip, { body });
export const probeSip = (body: BodyOf<typeof testSip>) => call(testSip, { body });

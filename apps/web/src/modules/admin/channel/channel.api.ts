import { listChannelOptions } from '@zhiyu/contract/modules/admin/channel';
import { call } from '../../../platform/request/call.ts';

/** Channels the caller administers (all for the operator, their own for a channel admin). */
export const fetchChannelOptions = () => call(listChannelOptions);

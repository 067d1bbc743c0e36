import { listBoardOptions } from '@zhiyu/contract/modules/aicall/databoard';
import { call } from '../../../../platform/request/call.ts';

/** Query keys of the boards (requirements D3.7): each board's data lives under `all`. */
export const boardKeys = {
  all: ['aicall', 'databoard'] as const,
  options: () => [...boardKeys.all, 'options'] as const,
  board: (name: string, query: object) => [...boardKeys.all, name, query] as const,
};

export const fetchBoardOptions = () => call(listBoardOptions, {});

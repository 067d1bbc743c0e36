import { SUCCESS_CODE } from './errors.ts';

/** Every response body: `{ code, msg, data }` (requirements D5). Some clients send `msg` as `message`. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

/** A page of rows, `pageNum` from 1 (requirements §3, §9). `total` stops counting at `totalCap`. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** true when the real total is larger than `total` (shown as "10,000+"). */
  totalCapped?: boolean;
}

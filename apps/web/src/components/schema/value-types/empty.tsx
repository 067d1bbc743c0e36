import type { ReactNode } from 'react';

/** What a table shows for no value. */
export const EMPTY = '-';
export const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
export const orEmpty = (v: unknown): ReactNode => (isEmpty(v) ? EMPTY : (v as ReactNode));

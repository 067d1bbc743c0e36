import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../src/errors.ts';

// The README's error table is for people; the contract is for code. They must say the same.
const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
const rows = new Map([...readme.matchAll(/^\| `(\d{3,6})` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])] as const));

describe('README error table', () => {
  it('lists every code of the contract with its HTTP status', () => {
    for (const [code, def] of Object.entries(ERRORS)) expect(rows.get(code), code).toBe(def.status);
  });
  it('lists no code the contract does not define', () => {
    expect([...rows.keys()].filter((c) => !(c in ERRORS))).toEqual([]);
  });
});

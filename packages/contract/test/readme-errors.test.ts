import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../src/errors.ts';

// The error tables are for people; the contract is for code. They must say the same. The README
// holds the table, or a module guide under docs/ holds its own module's rows.
const root = resolve(import.meta.dirname, '../../..');
const docs = readdirSync(resolve(root, 'docs')).filter((f) => f.endsWith('.md'));
const readme = [resolve(root, 'README.md'), ...docs.map((f) => resolve(root, 'docs', f))]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const rows = new Map([...readme.matchAll(/^\| `(\d{3,6})` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])] as const));

describe('error tables of the README and the guides', () => {
  it('lists every code of the contract with its HTTP status', () => {
    for (const [code, def] of Object.entries(ERRORS)) expect(rows.get(code), code).toBe(def.status);
  });
  it('lists no code the contract does not define', () => {
    expect([...rows.keys()].filter((c) => !(c in ERRORS))).toEqual([]);
  });
});

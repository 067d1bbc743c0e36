#!/usr/bin/env node
/** Widget budget (issue 7 Speed): the script a page loads is at most 30 KB gzip. */
import { gzipSync } from 'node:zlib';
import { buildWidget } from '../build.mjs';

const BUDGET = 30 * 1024;
const code = await buildWidget();
const gz = gzipSync(code, { level: 9 }).length;
const ok = gz <= BUDGET;
console.log(
  `widget.js: ${(code.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip (budget 30 KB) ${ok ? 'ok' : 'OVER'}`,
);
process.exit(ok ? 0 : 1);

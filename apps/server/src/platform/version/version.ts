import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The version of the product: the root package.json's, read once at start (关于系统 of each module). */
const ROOT_PACKAGE = path.resolve(import.meta.dirname, '../../../../../package.json');
export const PRODUCT_VERSION =
  (JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { version?: string }).version ?? '0.0.0';

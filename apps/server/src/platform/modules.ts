import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

/** A resource's routes.ts default-exports this; the platform finds it by folder, no registration. */
export type RoutesPlugin = (app: FastifyInstance) => void | Promise<void>;

export function discoverRouteFiles(root = MODULES_DIR): string[] {
  const out: string[] = [];
  for (const mod of readdirSync(root, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    for (const res of readdirSync(path.join(root, mod.name), { withFileTypes: true })) {
      const file = path.join(root, mod.name, res.name, 'routes.ts');
      if (res.isDirectory() && existsSync(file)) out.push(file);
    }
  }
  return out.sort();
}

export async function registerModules(app: FastifyInstance) {
  for (const file of discoverRouteFiles()) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: RoutesPlugin };
    if (typeof mod.default !== 'function') throw new Error(`${file} must default-export a routes function`);
    await mod.default(app);
  }
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';

export const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

/** A resource's routes.ts default-exports this; the platform finds it by folder, no registration. */
export type RoutesPlugin = (app: FastifyInstance) => void | Promise<void>;

export function discoverRouteFiles(root = MODULES_DIR, fileName = 'routes.ts'): string[] {
  const out: string[] = [];
  for (const mod of readdirSync(root, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    for (const res of readdirSync(path.join(root, mod.name), { withFileTypes: true })) {
      const file = path.join(root, mod.name, res.name, fileName);
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

/**
 * What a demo seed may skip — the text bot's 30-day history (SEED_DEMO_TEXT=0), the agent
 * assistant's settings (SEED_DEMO_AIHELPER=0) — and the server secret, for what is kept sealed.
 */
export interface SeedOptions {
  demoText: boolean;
  demoAihelper: boolean;
  secret: () => Promise<string>;
}

/**
 * A resource's demo data, the one seeding mechanism: `seed.ts` default-exports
 * `(db, now, options) => Promise<unknown>` and may export `order` (lower runs first; default 100),
 * e.g. the organisation (1) before the bots (10) before the tasks that dial them.
 */
export type DemoSeed = (db: Db, now: number, options: SeedOptions) => Promise<unknown>;

export async function runModuleSeeds(db: Db, now: number, options: SeedOptions) {
  const seeds: { order: number; run: DemoSeed; file: string }[] = [];
  for (const file of discoverRouteFiles(MODULES_DIR, 'seed.ts')) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: DemoSeed; order?: number };
    if (typeof mod.default !== 'function') throw new Error(`${file} must default-export a seed function`);
    seeds.push({ order: mod.order ?? 100, run: mod.default, file });
  }
  seeds.sort((a, b) => a.order - b.order || a.file.localeCompare(b.file));
  for (const s of seeds) await s.run(db, now, options);
}

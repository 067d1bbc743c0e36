import type { ModuleKey } from '@zhiyu/contract/nav';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenants } from '../../src/platform/tenancy/table.ts';
import { PASSWORDS, type TestApp, tokenFor } from './app.ts';

/**
 * Tenant 2003 gets the module (once), so its admin can try to reach tenant 2001's rows through it
 * (the isolation cases of a module's tests).
 */
export async function grantTenant3(db: TestApp['db'], module: ModuleKey): Promise<void> {
  const [t3] = await db.select({ modules: tenants.modules }).from(tenants).where(eq(tenants.id, '2003'));
  if (t3.modules.includes(module)) return;
  await db
    .update(tenants)
    .set({ modules: [...t3.modules, module] })
    .where(eq(tenants.id, '2003'));
}

/** grantTenant3, then the access token of tenant 2003's admin. */
export async function tenant3Token(app: FastifyInstance, db: TestApp['db'], module: ModuleKey): Promise<string> {
  await grantTenant3(db, module);
  return (await tokenFor(app, 'tenant3', PASSWORDS.tenant3)).authorization;
}

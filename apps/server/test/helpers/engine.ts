/** An OpenAI-compatible NLP engine at a local test server, assigned to the demo tenant. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EngineOptions } from '@zhiyu/contract/modules/admin/engine';
import { engines, engineTenants } from '../../src/modules/admin/engine/table.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';

export async function assignOpenAiEngine(db: Db, server: Server, id: string, name: string, options: EngineOptions) {
  const { port } = server.address() as AddressInfo;
  await db.insert(engines).values({
    id,
    kind: 'nlp',
    name,
    vendor: 'openai',
    endpoint: `http://127.0.0.1:${port}/v1`,
    options,
  });
  await db.insert(engineTenants).values({ engineId: id, tenantId: DEMO.tenant1 });
}

import type { Db } from '../../../platform/db/client.ts';
import { DEMO_TENANTS } from '../../../platform/seed/demo-data.ts';
import { engines, engineTenants } from './table.ts';

type Seed = Pick<typeof engines.$inferInsert, 'id' | 'kind' | 'name' | 'options'>;

/** The built-in engines (vendor 'local': nothing installed, no endpoint), assigned to every demo tenant. */
const LOCAL_ENGINES: Seed[] = [
  { id: 'engine-local-nlp', kind: 'nlp' as const, name: '内置NLP引擎', options: { model: 'builtin' } },
  { id: 'engine-local-asr', kind: 'asr' as const, name: '内置语音识别', options: { language: 'zh-CN' } },
  {
    id: 'engine-local-tts',
    kind: 'tts' as const,
    name: '内置语音合成',
    options: { language: 'zh-CN', voice: 'default' },
  },
];

/** After the organisation: every demo tenant gets the built-in engines. */
export const order = 6;

export default async function seedEngines(db: Db, now: number) {
  const at = new Date(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(engines)
      .values(LOCAL_ENGINES.map((e) => ({ ...e, vendor: 'local', createdAt: at, updatedAt: at })));
    await tx
      .insert(engineTenants)
      .values(LOCAL_ENGINES.flatMap((e) => DEMO_TENANTS.map((t) => ({ engineId: e.id, tenantId: t.id }))));
  });
}

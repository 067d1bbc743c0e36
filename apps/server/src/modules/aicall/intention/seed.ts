import type { Db } from '../../../platform/db/client.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { type IntentionRule, intentionLevels } from './table.ts';

/** Before the record seed (13), which grades the demo calls with these levels. */
export const order = 12;

/** A–F for the demo tenant's app, in grading order; the intents are the demo bot's. */
export const DEMO_LEVELS: { name: string; description: string; rules: IntentionRule[] }[] = [
  {
    name: 'A',
    description: '高意向：明确有意向，且对话不少于3轮',
    rules: [
      { fact: 'intent', op: 1, value: '有意向' },
      { fact: 'rounds', op: 3, value: 3 },
    ],
  },
  { name: 'B', description: '有意向', rules: [{ fact: 'intent', op: 1, value: '有意向' }] },
  { name: 'C', description: '考虑中', rules: [{ fact: 'intent', op: 1, value: '考虑一下' }] },
  { name: 'D', description: '没兴趣', rules: [{ fact: 'intent', op: 1, value: '没兴趣' }] },
  { name: 'E', description: '低意向：有对话但未表态', rules: [{ fact: 'rounds', op: 3, value: 1 }] },
  { name: 'F', description: '其余接通的通话', rules: [] },
];

export default async function seedIntentionLevels(db: Db, now: number) {
  await db.insert(intentionLevels).values(
    DEMO_LEVELS.map((l, i) => ({
      id: `demo-level-${l.name}`,
      tenantId: DEMO.tenant1,
      appId: DEMO.appid1,
      priority: i,
      validity: 0 as const,
      ...l,
      createdAt: new Date(now + i),
      updatedAt: new Date(now + i),
    })),
  );
}

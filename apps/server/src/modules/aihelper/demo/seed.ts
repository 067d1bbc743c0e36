import { randomBytes } from 'node:crypto';
import { CustomFieldInput } from '@zhiyu/contract/modules/aihelper/field';
import { QcRuleInput } from '@zhiyu/contract/modules/aihelper/qc';
import { ScriptInput } from '@zhiyu/contract/modules/aihelper/script';
import { TriggerInput } from '@zhiyu/contract/modules/aihelper/trigger';
import { seal } from '../../../platform/crypto/seal.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { SeedOptions } from '../../../platform/modules.ts';
import { DEMO } from '../../../platform/seed/demo-data.ts';
import { botDetails, botVersions } from '../../bot/bot/table.ts';
import { ahChannels } from '../channel/table.ts';
import { ahFields } from '../field/table.ts';
import { ahProfiles } from '../profile/table.ts';
import { ahQcRules } from '../qc/table.ts';
import { ahScripts } from '../script/table.ts';
import { ahTriggers } from '../trigger/table.ts';
import { ASSISTANT_BOT, assistantFlow, FIELDS, RULES, SCRIPTS, TRIGGERS } from './demo-data.ts';
import { seedHistory } from './history.ts';

/** After the bots (10): the assistant bot's row comes from the lookups' demo bots. */
export const order = 20;

/**
 * The demo tenant's agent assistant, ready to show with the simulator (docs/aihelper-desk.md,
 * Demo data): a simulator channel, golden scripts for the three simulated dialogues, the form's
 * fields, QC points (real-time and post-call, most of them scoring), two triggers, the assistant
 * bot 坐席话术助手 with the intents of those scripts, recognising for skill group 信用卡, and a
 * fortnight of past conversations (history.ts). SEED_DEMO_AIHELPER=0 leaves it all out.
 */
export default async function seedAihelper(db: Db, now: number, options: SeedOptions) {
  if (!options.demoAihelper) return;
  const tenantId = DEMO.tenant1;
  const at = new Date(now);
  const key = `zk_${randomBytes(32).toString('base64url')}`;
  const secret = await options.secret();
  const id = (kind: string, i: number) => `ah-demo-${kind}-${i + 1}`;
  const flow = assistantFlow();
  await db.transaction(async (tx) => {
    await tx.insert(ahChannels).values({
      id: 'ah-demo-channel-1',
      tenantId,
      name: '演示模拟通话',
      kind: 'simulator',
      keySealed: seal(secret, key),
      keyHint: key.slice(-4),
      creator: 'tenant',
    });
    await tx
      .insert(ahScripts)
      .values(SCRIPTS.map((s, i) => ({ id: id('script', i), tenantId, ...ScriptInput.parse(s), creator: 'tenant' })));
    await tx
      .insert(ahFields)
      .values(FIELDS.map((f, i) => ({ id: id('field', i), tenantId, ...CustomFieldInput.parse(f), order: i + 1 })));
    await tx
      .insert(ahQcRules)
      .values(RULES.map((r, i) => ({ id: id('rule', i), tenantId, ...QcRuleInput.parse(r), creator: 'tenant' })));
    await tx
      .insert(ahTriggers)
      .values(
        TRIGGERS.map((t, i) => ({ id: id('trigger', i), tenantId, ...TriggerInput.parse(t), creator: 'tenant' })),
      );
    await tx.insert(botDetails).values({
      botId: ASSISTANT_BOT,
      tenantId,
      description: '坐席助手的意图识别：信用卡、车险续保、宽带售后的客户诉求',
      draft: flow,
      revision: 1,
      publishedVersion: 1,
      createdBy: 'tenant',
    });
    await tx.insert(botVersions).values({
      botId: ASSISTANT_BOT,
      version: 1,
      tenantId,
      flow,
      note: '初始版本',
      publishedBy: 'tenant',
      publishedAt: at,
    });
    await tx.insert(ahProfiles).values({
      id: 'ah-demo-profile-1',
      tenantId,
      skillGroup: '信用卡',
      panels: ['recommend', 'fill', 'portrait', 'qc'],
      botId: ASSISTANT_BOT,
      creator: 'tenant',
    });
  });
  await seedHistory(db, now, 'ah-demo-channel-1');
}

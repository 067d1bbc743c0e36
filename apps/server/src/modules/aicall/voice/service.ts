import type { VoiceSettings, VoiceUpdate } from '@zhiyu/contract/modules/aicall/voice';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enginesForTenant } from '../../admin/engine/service.ts';
import { type AppScope, saveSettings, settingsOf, tenantCallCap } from './settings.ts';

/** The app's engines and the tenant's cap, with the engines it may choose from. */
export async function getVoice(ctx: AppContext, s: AppScope): Promise<VoiceSettings> {
  const [row, asr, tts, cap] = await Promise.all([
    settingsOf(ctx.db, s),
    enginesForTenant(ctx.db, s.tenantId, 'asr'),
    enginesForTenant(ctx.db, s.tenantId, 'tts'),
    tenantCallCap(ctx.db, s.tenantId),
  ]);
  return {
    asrEngineId: row?.asrEngineId ?? null,
    ttsEngineId: row?.ttsEngineId ?? null,
    maxConcurrency: cap,
    asrEngines: asr,
    ttsEngines: tts,
    updatedAt: row ? row.updatedAt.getTime() : null,
  };
}

/** Each engine must be one the platform assigned to the tenant, enabled, of the right kind. */
export async function updateVoice(ctx: AppContext, s: AppScope, input: z.output<typeof VoiceUpdate>) {
  for (const kind of ['asr', 'tts'] as const) {
    const id = kind === 'asr' ? input.asrEngineId : input.ttsEngineId;
    if (id === null) continue;
    const offered = await enginesForTenant(ctx.db, s.tenantId, kind);
    if (!offered.some((e) => e.id === id)) throw new AppError('150080', { params: { name: id } });
  }
  await saveSettings(ctx.db, s, input, new Date(ctx.now()));
  return getVoice(ctx, s);
}

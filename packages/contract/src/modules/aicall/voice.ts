/**
 * Voice engine settings (语音引擎设置, child of /aicall/sys-setting): the app's ASR and TTS engines,
 * chosen among the enabled engines the platform assigned to the tenant, and the tenant-wide cap on
 * simultaneous calls that the dialer respects.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { TenantEngine } from '../admin/engine.ts';

export const MAX_CONCURRENCY_MIN = 1;
export const MAX_CONCURRENCY_MAX = 1000;
/** The cap before a tenant saves one. */
export const DEFAULT_MAX_CONCURRENCY = 20;

export const VoiceSettings = z.object({
  asrEngineId: z.string().nullable(),
  ttsEngineId: z.string().nullable(),
  maxConcurrency: z.number(),
  /** The engines the tenant may choose from (enabled and assigned). */
  asrEngines: z.array(TenantEngine),
  ttsEngines: z.array(TenantEngine),
  updatedAt: z.number().nullable(),
});
export type VoiceSettings = z.infer<typeof VoiceSettings>;

export const VoiceUpdate = z.object({
  asrEngineId: z.string().min(1).max(64).nullable(),
  ttsEngineId: z.string().min(1).max(64).nullable(),
  maxConcurrency: z.number().int().min(MAX_CONCURRENCY_MIN).max(MAX_CONCURRENCY_MAX),
});
export type VoiceUpdate = z.input<typeof VoiceUpdate>;

export const getVoice = defineEndpoint({
  id: 'aicall.voice.get',
  method: 'GET',
  path: '/v1/aicall-web/voice/get',
  access: 'aicall.voice.get',
  response: VoiceSettings,
  example: {},
});

export const updateVoice = defineEndpoint({
  id: 'aicall.voice.update',
  method: 'POST',
  path: '/v1/aicall-web/voice/update',
  access: 'aicall.voice.update',
  body: VoiceUpdate,
  response: VoiceSettings,
  example: { body: { asrEngineId: null, ttsEngineId: null, maxConcurrency: 20 } },
});

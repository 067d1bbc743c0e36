/**
 * Thresholds of the real-time detections (issue 20 §3 thresholdConfig, 通话间隔配置), per skill
 * group: the seconds of silence, the characters a second and the milliseconds of overlap a QC rule
 * of that kind uses when it leaves its own threshold empty, and the seconds that must pass in a
 * call before the same rule warns the agent again. The row of skill group '' is the tenant's
 * default; a conversation of a skill group without a row uses it, then the built-in values.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';

/** The built-in values (docs/aihelper-desk.md): what applies when no row sets one. */
export const THRESHOLD_DEFAULTS = { silenceSeconds: 8, speechRate: 6, overlapMs: 800, repeatSeconds: 0 } as const;
export const SKILL_GROUP_MAX = 64;
export const THRESHOLDS_MAX = 200;

export const ThresholdInput = z.object({
  /** '' for the tenant's default. */
  skillGroup: z.string().trim().max(SKILL_GROUP_MAX).default(''),
  silenceSeconds: z.number().min(1).max(3600).nullable().default(null),
  speechRate: z.number().min(0.5).max(100).nullable().default(null),
  overlapMs: z.number().int().min(1).max(100_000).nullable().default(null),
  /** Seconds of call time before one rule may warn again; 0: every time it is broken. */
  repeatSeconds: z.number().int().min(0).max(3600).nullable().default(null),
});
export type ThresholdInput = z.input<typeof ThresholdInput>;

export const ThresholdRow = z.object({
  id: z.string(),
  skillGroup: z.string(),
  silenceSeconds: z.number().nullable(),
  speechRate: z.number().nullable(),
  overlapMs: z.number().nullable(),
  repeatSeconds: z.number().nullable(),
  creator: z.string(),
  updatedAt: z.number(),
});
export type ThresholdRow = z.infer<typeof ThresholdRow>;

const Id = z.string().min(1).max(64);

export const listThresholds = defineEndpoint({
  id: 'aihelper.threshold.list',
  method: 'GET',
  path: '/aihelper-api/threshold/list',
  access: 'aihelper.threshold.list',
  query: PageQuery.extend({ skillGroup: z.string().trim().max(SKILL_GROUP_MAX).optional() }),
  response: pageOf(ThresholdRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createThreshold = defineEndpoint({
  id: 'aihelper.threshold.create',
  method: 'POST',
  path: '/aihelper-api/threshold/add',
  access: 'aihelper.threshold.create',
  body: ThresholdInput,
  response: ThresholdRow,
  example: { body: { skillGroup: '信用卡-walk', silenceSeconds: 5 } },
});

export const updateThreshold = defineEndpoint({
  id: 'aihelper.threshold.update',
  method: 'POST',
  path: '/aihelper-api/threshold/edit',
  access: 'aihelper.threshold.update',
  body: z.intersection(ThresholdInput, z.object({ id: Id })),
  response: ThresholdRow,
  example: { body: { id: 'th-none', skillGroup: '信用卡', silenceSeconds: 5 } },
});

export const deleteThresholds = defineEndpoint({
  id: 'aihelper.threshold.delete',
  method: 'POST',
  path: '/aihelper-api/threshold/delete',
  access: 'aihelper.threshold.delete',
  body: z.object({ ids: z.array(Id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['th-none'] } },
});

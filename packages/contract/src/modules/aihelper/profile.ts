/**
 * The assistant's settings per skill group (issue 20 §3 agent-assistant, 坐席助手配置): which desk
 * panels show, which script scenes are recommended from, which fields make the form, which
 * real-time QC rules judge and which triggers fire, and the assistant bot (requirements §3 bot type 2)
 * whose intents the customer's lines are recognised with. An empty list means "all of them" (new
 * scripts, fields, rules and triggers apply without editing the settings). The row of skill group ''
 * is the tenant's default; a conversation of a skill group without a row uses it, and without a
 * default everything applies and no bot recognises intents.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { SKILL_GROUP_MAX } from './threshold.ts';

export const DESK_PANELS = ['recommend', 'fill', 'portrait', 'qc'] as const;
export const DeskPanel = z.enum(DESK_PANELS);
export type DeskPanel = z.infer<typeof DeskPanel>;
export const PROFILES_MAX = 200;

const Id = z.string().min(1).max(64);
const ids = (max: number) =>
  z
    .array(Id)
    .max(max)
    .default([])
    .transform((a) => [...new Set(a)]);

export const ProfileInput = z.object({
  /** '' for the tenant's default. */
  skillGroup: z.string().trim().max(SKILL_GROUP_MAX).default(''),
  panels: z
    .array(DeskPanel)
    .min(1)
    .max(DESK_PANELS.length)
    .default([...DESK_PANELS])
    .transform((a) => DESK_PANELS.filter((p) => a.includes(p))),
  /** Script scenes recommended from; empty: every scene. */
  scenes: z
    .array(z.string().trim().min(1).max(30))
    .max(50)
    .default([])
    .transform((a) => [...new Set(a)]),
  /** Fields of the form, in the fields' own order; empty: every field. */
  fieldIds: ids(100),
  /** Real-time QC rules that judge; empty: every valid rule. */
  ruleIds: ids(500),
  /** Triggers that fire; empty: every valid trigger. */
  triggerIds: ids(200),
  /** The assistant bot whose intents (and published model) recognise the customer's lines. */
  botId: Id.nullable().default(null),
});
export type ProfileInput = z.input<typeof ProfileInput>;

export const ProfileRow = z.object({
  id: z.string(),
  skillGroup: z.string(),
  panels: z.array(DeskPanel),
  scenes: z.array(z.string()),
  fieldIds: z.array(z.string()),
  ruleIds: z.array(z.string()),
  triggerIds: z.array(z.string()),
  botId: z.string().nullable(),
  /** The bot's name, '' when it was deleted since. */
  botName: z.string(),
  creator: z.string(),
  updatedAt: z.number(),
});
export type ProfileRow = z.infer<typeof ProfileRow>;

export const listProfiles = defineEndpoint({
  id: 'aihelper.profile.list',
  method: 'GET',
  path: '/aihelper-api/profile/list',
  access: 'aihelper.profile.list',
  query: PageQuery.extend({ skillGroup: z.string().trim().max(SKILL_GROUP_MAX).optional() }),
  response: pageOf(ProfileRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createProfile = defineEndpoint({
  id: 'aihelper.profile.create',
  method: 'POST',
  path: '/aihelper-api/profile/add',
  access: 'aihelper.profile.create',
  body: ProfileInput,
  response: ProfileRow,
  example: { body: { skillGroup: '信用卡-walk', panels: ['recommend', 'qc'] } },
});

export const updateProfile = defineEndpoint({
  id: 'aihelper.profile.update',
  method: 'POST',
  path: '/aihelper-api/profile/edit',
  access: 'aihelper.profile.update',
  body: z.intersection(ProfileInput, z.object({ id: Id })),
  response: ProfileRow,
  example: { body: { id: 'pf-none', skillGroup: '信用卡', panels: ['recommend'] } },
});

export const deleteProfiles = defineEndpoint({
  id: 'aihelper.profile.delete',
  method: 'POST',
  path: '/aihelper-api/profile/delete',
  access: 'aihelper.profile.delete',
  body: z.object({ ids: z.array(Id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['pf-none'] } },
});

/** What the settings' dialog offers: the scenes, fields, real-time rules, triggers and assistant bots. */
export const ProfileChoices = z.object({
  scenes: z.array(z.string()),
  fields: z.array(z.object({ id: z.string(), name: z.string() })),
  rules: z.array(z.object({ id: z.string(), name: z.string() })),
  triggers: z.array(z.object({ id: z.string(), name: z.string() })),
  bots: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProfileChoices = z.infer<typeof ProfileChoices>;

export const getProfileChoices = defineEndpoint({
  id: 'aihelper.profile.choices',
  method: 'GET',
  path: '/aihelper-api/profile/choices',
  access: 'aihelper.profile.list',
  response: ProfileChoices,
  example: {},
});

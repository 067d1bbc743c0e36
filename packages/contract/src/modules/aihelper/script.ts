/**
 * Golden scripts (issue 20 §2 recommend, 话术推荐): what to say when a customer says something,
 * organised by scene and intent. Each script lists the customer wordings that call for it; on
 * each customer line the desk shows the best scripts with the wording that matched (why), and
 * notices when the agent then says one (or the agent marks it used).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { Validity } from './qc.ts';

export const SCRIPT_TEXT_MAX = 500;
const Short = z.string().trim().min(1).max(30);

export const ScriptInput = z.object({
  scene: Short,
  intent: Short,
  /** Customer wordings that call for the script. */
  questions: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
  text: z.string().trim().min(1).max(SCRIPT_TEXT_MAX),
  validity: Validity.default(0),
});
export type ScriptInput = z.input<typeof ScriptInput>;

export const ScriptRow = z.object({
  id: z.string(),
  scene: z.string(),
  intent: z.string(),
  questions: z.array(z.string()),
  text: z.string(),
  validity: Validity,
  creator: z.string(),
  updatedAt: z.number(),
});
export type ScriptRow = z.infer<typeof ScriptRow>;

const ScriptId = z.string().min(1).max(64);

export const listScripts = defineEndpoint({
  id: 'aihelper.script.list',
  method: 'GET',
  path: '/aihelper-api/script/list',
  access: 'aihelper.script.list',
  query: PageQuery.extend({
    scene: z.string().trim().max(30).optional(),
    /** Part of the intent, a wording or the script. */
    keyword: z.string().trim().max(50).optional(),
  }),
  response: pageOf(ScriptRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createScript = defineEndpoint({
  id: 'aihelper.script.create',
  method: 'POST',
  path: '/aihelper-api/script/add',
  access: 'aihelper.script.create',
  body: ScriptInput,
  response: ScriptRow,
  example: { body: { scene: '开场-walk', intent: '问候', questions: ['你好'], text: '您好，请问有什么可以帮您？' } },
});

export const updateScript = defineEndpoint({
  id: 'aihelper.script.update',
  method: 'POST',
  path: '/aihelper-api/script/edit',
  access: 'aihelper.script.update',
  body: ScriptInput.extend({ id: ScriptId }),
  response: ScriptRow,
  example: { body: { id: 'sc-none', scene: '开场', intent: '问候', questions: ['你好'], text: '您好' } },
});

export const deleteScripts = defineEndpoint({
  id: 'aihelper.script.delete',
  method: 'POST',
  path: '/aihelper-api/script/delete',
  access: 'aihelper.script.delete',
  body: z.object({ ids: z.array(ScriptId).min(1).max(500) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['sc-none'] } },
});

/** A script shown for a customer line. */
export const Recommendation = z.object({
  /** The customer line it answers. */
  utteranceId: z.string(),
  scriptId: z.string(),
  scene: z.string(),
  intent: z.string(),
  text: z.string(),
  score: z.number(),
  /** Per `via`: the wording of the script that the line matched, the intent recognised, or the trigger's name. */
  why: z.string(),
  /** wording: the line matched one of its wordings; intent: the assistant bot recognised its intent; trigger: pushed. */
  via: z.enum(['wording', 'intent', 'trigger']),
  rank: z.number(),
  /** How it came to be used: the agent marked it, or said it; null while unused. */
  used: z.enum(['marked', 'said']).nullable(),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const markScriptUsed = defineEndpoint({
  id: 'aihelper.agent.scriptUsed',
  method: 'POST',
  path: '/aihelper-api/agent/script/used',
  access: 'aihelper.agent.view',
  body: z.object({
    conversationId: z.string().min(1).max(64),
    // '' for a script a trigger pushed at the call's start or end.
    utteranceId: z.string().max(64),
    scriptId: ScriptId,
  }),
  response: z.object({ used: z.boolean() }),
  example: { body: { conversationId: 'conv-none', utteranceId: 'u1', scriptId: 'sc-none' } },
});

/**
 * SMS templates (短信模板, /aicall/templateMessage) and the outbox of messages sent after calls.
 * A template's text may hold `{变量}` placeholders: the customer's name and phone (built in) and the
 * names of the app's customer attributes. The built-in adapter records each message in the outbox.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

export const SMS_NAME_MAX = 50;
export const SMS_CONTENT_MAX = 500;
/** Variables every template may use besides the attribute names: the customer's name and phone. */
export const SMS_NAME_VARIABLE = '姓名';
export const SMS_PHONE_VARIABLE = '手机号';
export const SMS_BUILTIN_VARIABLES = [SMS_NAME_VARIABLE, SMS_PHONE_VARIABLE] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The distinct `{name}` placeholders of a text, in order of first use. */
export function smsVariablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** What is wrong with a template text: a lone brace, or placeholders that are not allowed. */
export function smsTemplateProblem(
  text: string,
  allowed: readonly string[],
): { kind: 'unbalanced' } | { kind: 'unknown'; names: string[] } | null {
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) return { kind: 'unbalanced' };
  const unknown = smsVariablesOf(text).filter((n) => !allowed.includes(n));
  return unknown.length ? { kind: 'unknown', names: unknown } : null;
}

/** Fills the placeholders; a variable without a value becomes empty text. */
export function renderSms(text: string, vars: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => vars[name] ?? '');
}

export const SmsStatus = z.union([z.literal(0), z.literal(1)]);

export const SmsTemplateRow = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  /** 1 enabled, 0 disabled (a disabled template sends nothing). */
  status: SmsStatus,
  /** The placeholders the text uses. */
  variables: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SmsTemplateRow = z.infer<typeof SmsTemplateRow>;

export const SmsTemplateInput = z.object({
  name: z.string().trim().min(1).max(SMS_NAME_MAX),
  content: z.string().trim().min(1).max(SMS_CONTENT_MAX),
  status: SmsStatus.default(1),
});
export type SmsTemplateInput = z.input<typeof SmsTemplateInput>;

const ms = z.coerce.number().int().min(0);
export const SmsTemplateListQuery = sortedPageQuery(['name', 'createdAt', 'updatedAt']).extend({
  name: z.string().trim().max(SMS_NAME_MAX).optional(),
  status: z.coerce.number().pipe(SmsStatus).optional(),
});

const id = z.string().min(1).max(64);

export const listSmsTemplates = defineEndpoint({
  id: 'aicall.sms.list',
  method: 'GET',
  path: '/v1/aicall-web/sms/template/list',
  access: 'aicall.sms.list',
  query: SmsTemplateListQuery,
  response: pageOf(SmsTemplateRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

/** The variables a template of this app may use: the built-in ones, then the attribute names. */
export const listSmsVariables = defineEndpoint({
  id: 'aicall.sms.variables',
  method: 'GET',
  path: '/v1/aicall-web/sms/template/variables',
  access: ['aicall.sms.list', 'aicall.sms.create', 'aicall.sms.update'],
  response: z.array(z.string()),
  example: {},
});

export const createSmsTemplate = defineEndpoint({
  id: 'aicall.sms.create',
  method: 'POST',
  path: '/v1/aicall-web/sms/template/add',
  access: 'aicall.sms.create',
  body: SmsTemplateInput,
  response: SmsTemplateRow,
  example: { body: { name: '示例短信-walk', content: '{姓名}您好，感谢接听。', status: 1 } },
});

export const updateSmsTemplate = defineEndpoint({
  id: 'aicall.sms.update',
  method: 'POST',
  path: '/v1/aicall-web/sms/template/edit',
  access: 'aicall.sms.update',
  body: SmsTemplateInput.extend({ id }),
  response: SmsTemplateRow,
  example: { body: { id: 'sms-none', name: '示例短信', content: '您好', status: 1 } },
});

export const deleteSmsTemplates = defineEndpoint({
  id: 'aicall.sms.delete',
  method: 'POST',
  path: '/v1/aicall-web/sms/template/delete',
  access: 'aicall.sms.delete',
  body: z.object({ ids: z.array(id).min(1).max(500) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['sms-none'] } },
});

export const SMS_OUTBOX_STATUSES = ['sent', 'failed'] as const;
export const SmsOutboxRow = z.object({
  id: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string(),
  /** Masked (requirements §5). */
  phone: z.string(),
  content: z.string(),
  status: z.enum(SMS_OUTBOX_STATUSES),
  recordId: z.string().nullable(),
  taskId: z.string().nullable(),
  createdAt: z.number(),
});
export type SmsOutboxRow = z.infer<typeof SmsOutboxRow>;

export const SmsOutboxQuery = sortedPageQuery(['createdAt']).extend({
  status: z.enum(SMS_OUTBOX_STATUSES).optional(),
  templateId: id.optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});

export const listSmsOutbox = defineEndpoint({
  id: 'aicall.sms.outbox',
  method: 'GET',
  path: '/v1/aicall-web/sms/outbox/list',
  access: 'aicall.sms.outbox',
  query: SmsOutboxQuery,
  response: pageOf(SmsOutboxRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

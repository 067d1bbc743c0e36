/**
 * Custom fields of smart form filling (issue 20 §3 customField, §2 intelligentFill): the form the
 * desk fills from what is said on the call. Each field says what it holds and how its value is
 * found: an entity type of the extractor, or a select's options by their labels and keywords.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';

export const FIELD_TYPES = ['text', 'number', 'date', 'select', 'phone', 'idCard', 'address'] as const;
export const FieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldType>;
/** What the extractor looks for; `options`: a select's option named; `none`: filled by the agent. */
export const FIELD_EXTRACTIONS = [
  'name',
  'phone',
  'idCard',
  'bankCard',
  'amount',
  'date',
  'address',
  'options',
  'none',
] as const;
export const FieldExtraction = z.enum(FIELD_EXTRACTIONS);
export const FIELD_NAME_MAX = 30;
export const FIELDS_MAX = 100;

export const FieldOption = z.object({
  label: z.string().trim().min(1).max(30),
  keywords: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
});

export const CustomFieldInput = z
  .object({
    name: z.string().trim().min(1).max(FIELD_NAME_MAX),
    type: FieldType,
    required: z.boolean().default(false),
    options: z.array(FieldOption).max(50).default([]),
    extraction: FieldExtraction,
    /** Place in the form, smallest first. */
    order: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'select' && f.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a select needs options' });
    if (f.extraction === 'options' && f.type !== 'select')
      ctx.addIssue({ code: 'custom', path: ['extraction'], message: 'options extraction is for a select' });
  });
export type CustomFieldInput = z.input<typeof CustomFieldInput>;

export const CustomFieldRow = z.object({
  id: z.string(),
  name: z.string(),
  type: FieldType,
  required: z.boolean(),
  options: z.array(z.object({ label: z.string(), keywords: z.array(z.string()) })),
  extraction: FieldExtraction,
  order: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CustomFieldRow = z.infer<typeof CustomFieldRow>;

const FieldId = z.string().min(1).max(64);

export const listCustomFields = defineEndpoint({
  id: 'aihelper.customField.list',
  method: 'GET',
  path: '/aihelper-api/customField/list',
  access: 'aihelper.customField.list',
  query: PageQuery,
  response: pageOf(CustomFieldRow),
  example: { query: { pageNum: 1, pageSize: 100 } },
});

export const createCustomField = defineEndpoint({
  id: 'aihelper.customField.create',
  method: 'POST',
  path: '/aihelper-api/customField/add',
  access: 'aihelper.customField.create',
  body: CustomFieldInput,
  response: CustomFieldRow,
  example: { body: { name: '联系电话-walk', type: 'phone', extraction: 'phone' } },
});

export const updateCustomField = defineEndpoint({
  id: 'aihelper.customField.update',
  method: 'POST',
  path: '/aihelper-api/customField/edit',
  access: 'aihelper.customField.update',
  body: z.intersection(CustomFieldInput, z.object({ id: FieldId })),
  response: CustomFieldRow,
  example: { body: { id: 'cf-none', name: '联系电话', type: 'phone', extraction: 'phone' } },
});

export const deleteCustomFields = defineEndpoint({
  id: 'aihelper.customField.delete',
  method: 'POST',
  path: '/aihelper-api/customField/delete',
  access: 'aihelper.customField.delete',
  body: z.object({ ids: z.array(FieldId).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['cf-none'] } },
});

/**
 * The form as the desk shows it: every field of the tenant (at most FIELDS_MAX) in its order, for
 * whoever holds the desk. Agents do not manage the fields, so they hold no customField permission.
 */
export const getDeskForm = defineEndpoint({
  id: 'aihelper.agent.form',
  method: 'GET',
  path: '/aihelper-api/agent/form',
  access: 'aihelper.agent.view',
  quiet: true,
  response: z.array(CustomFieldRow),
  example: {},
});

/** A field's value in a conversation: found in a line, or set by the agent. */
export const FillValue = z.object({
  fieldId: z.string(),
  value: z.string(),
  /** The line it was found in; null when the agent typed it. */
  utteranceId: z.string().nullable(),
  /** The agent confirmed or typed it; later lines no longer change it. */
  confirmed: z.boolean(),
});
export type FillValue = z.infer<typeof FillValue>;

/** The agent confirms a value or types their own (checked against the field's type). */
export const setFillValue = defineEndpoint({
  id: 'aihelper.agent.fill',
  method: 'POST',
  path: '/aihelper-api/agent/fill',
  access: 'aihelper.agent.view',
  body: z.object({ conversationId: z.string().min(1).max(64), fieldId: FieldId, value: z.string().trim().max(200) }),
  response: FillValue,
  example: { body: { conversationId: 'conv-none', fieldId: 'cf-none', value: '13800138000' } },
});

/**
 * The agent submits the form: every required field of the form must hold a value (190038 naming
 * the missing ones, nothing written). The values are kept with the conversation, counted as
 * confirmed, and posted to the callback of the agent's application (/aicall/settings, 接口设置) as
 * event form.submitted, signed as a call's result is; `posted` says whether a delivery was queued
 * (false: no callback is enabled). Submitting again sends the values anew.
 */
export const submitDeskForm = defineEndpoint({
  id: 'aihelper.agent.formSubmit',
  method: 'POST',
  path: '/aihelper-api/agent/form/submit',
  access: 'aihelper.agent.view',
  body: z.object({ conversationId: z.string().min(1).max(64) }),
  response: z.object({ id: z.string(), submittedAt: z.number(), posted: z.boolean() }),
  example: { body: { conversationId: 'conv-none' } },
});

/** A submitted form as the callback posts it (event form.submitted, beside deliveryId, appId, sentAt). */
export const FormSubmissionPayload = z.object({
  submission: z.object({
    id: z.string(),
    conversationId: z.string(),
    /** The channel's own call id, as its start event named it. */
    callId: z.string(),
    channelId: z.string(),
    agent: z.string(),
    /** In full: the tenant's own system receives it. */
    customerNumber: z.string(),
    skillGroup: z.string(),
    submittedBy: z.string(),
    submittedAt: z.number(),
    fields: z.array(z.object({ fieldId: z.string(), name: z.string(), type: FieldType, value: z.string() })),
  }),
});
export type FormSubmissionPayload = z.infer<typeof FormSubmissionPayload>;

/**
 * Customer attributes (属性管理 tab of /aicall/crm-filed/list): the custom columns every customer
 * of an app may carry. A value is checked by its attribute's type and required rule with
 * `attributeValue` — the customer form, the customer endpoints and the customer import all use it.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

export const ATTRIBUTE_TYPES = ['text', 'number', 'date', 'select'] as const;
export const AttributeType = z.enum(ATTRIBUTE_TYPES);
export type AttributeType = z.infer<typeof AttributeType>;
export const ATTRIBUTE_NAME_MAX = 20;
export const ATTRIBUTE_OPTIONS_MAX = 50;
export const ATTRIBUTE_OPTION_MAX = 30;
/** Attributes an app may define (each is a column of the customer list and workbook). */
export const ATTRIBUTES_PER_APP_MAX = 50;
/** Longest text value a customer may carry. */
export const ATTRIBUTE_TEXT_MAX = 200;
export const ATTRIBUTE_SORT_MAX = 9999;

export const AttributeRow = z.object({
  id: z.string(),
  name: z.string(),
  type: AttributeType,
  required: z.union([z.literal(0), z.literal(1)]),
  options: z.array(z.string()),
  sort: z.number(),
  /** Customers carrying a value of this attribute (deleting removes those values). */
  valueCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AttributeRow = z.infer<typeof AttributeRow>;
/** What a value check needs of an attribute. */
export type AttributeDef = Pick<AttributeRow, 'id' | 'name' | 'type' | 'required' | 'options'>;

const option = z.string().trim().min(1).max(ATTRIBUTE_OPTION_MAX);
export const AttributeInput = z
  .object({
    name: z.string().trim().min(1).max(ATTRIBUTE_NAME_MAX),
    type: AttributeType,
    required: z.union([z.literal(0), z.literal(1)]).default(0),
    options: z.array(option).max(ATTRIBUTE_OPTIONS_MAX).default([]),
    sort: z.number().int().min(0).max(ATTRIBUTE_SORT_MAX).default(0),
  })
  .superRefine((a, c) => {
    if (a.type === 'select' && a.options.length === 0)
      c.addIssue({
        code: 'custom',
        path: ['options'],
        message: '下拉类型须有1到50个选项 / a select needs 1–50 options',
      });
    if (a.type !== 'select' && a.options.length > 0)
      c.addIssue({ code: 'custom', path: ['options'], message: '只有下拉类型可设选项 / only a select has options' });
    const seen = new Set<string>();
    for (const o of a.options) {
      if (seen.has(o))
        c.addIssue({ code: 'custom', path: ['options'], message: `选项「${o}」重复 / option "${o}" repeats` });
      seen.add(o);
    }
  });
export type AttributeInput = z.input<typeof AttributeInput>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A date value (ms) as `YYYY-MM-DD` in local time, the form the workbook carries. */
export function formatDateValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
/** `YYYY-MM-DD` (or with / or .; a time part is ignored) → local midnight in ms; null if no such day. */
export function parseDateValue(s: string): number | null {
  const m = DATE.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(y, mo - 1, d);
  return t.getFullYear() === y && t.getMonth() === mo - 1 && t.getDate() === d ? t.getTime() : null;
}

export type AttributeValue = string | number | null;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * One attribute's value: blank → null (refused when required); text trimmed, at most 200
 * characters; number from a number or numeric text; date from ms or `YYYY-MM-DD`, kept as local
 * midnight in ms; select one of the options. Messages name the attribute.
 */
export function checkAttributeValue(def: AttributeDef, v: unknown): { value: AttributeValue } | { error: string } {
  const n = def.name;
  if (blank(v)) return def.required ? { error: `「${n}」为必填项 / "${n}" is required` } : { value: null };
  switch (def.type) {
    case 'text': {
      const s = String(v).trim();
      if (typeof v === 'object') return { error: `「${n}」须为文本 / "${n}" must be text` };
      if (s.length > ATTRIBUTE_TEXT_MAX)
        return { error: `「${n}」不能超过${ATTRIBUTE_TEXT_MAX}个字符 / "${n}" is longer than ${ATTRIBUTE_TEXT_MAX}` };
      return { value: s };
    }
    case 'number': {
      const x =
        typeof v === 'number'
          ? v
          : typeof v === 'string' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(v.trim())
            ? Number(v)
            : NaN;
      if (!Number.isFinite(x)) return { error: `「${n}」须为数字 / "${n}" must be a number` };
      return { value: x };
    }
    case 'date': {
      const ms =
        typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : typeof v === 'string' ? parseDateValue(v) : null;
      if (ms === null) return { error: `「${n}」须为日期 YYYY-MM-DD / "${n}" must be a date YYYY-MM-DD` };
      return { value: parseDateValue(formatDateValue(ms)) };
    }
    case 'select': {
      const s = String(v).trim();
      if (!def.options.includes(s))
        return {
          error: `「${n}」须为以下选项之一：${def.options.join('、')} / "${n}" must be one of: ${def.options.join(', ')}`,
        };
      return { value: s };
    }
  }
}

/**
 * Every attribute's value of one customer, keyed by attribute id: unknown ids are refused, blank
 * values are left out (a customer carries only what it has), each error names its attribute.
 */
export function checkAttributeValues(defs: readonly AttributeDef[], values: Record<string, unknown>) {
  const byId = new Map(defs.map((d) => [d.id, d]));
  const out: Record<string, string | number> = {};
  const errors: { attrId: string; name: string; message: string }[] = [];
  for (const id of Object.keys(values))
    if (!byId.has(id)) errors.push({ attrId: id, name: id, message: `未知属性 ${id} / unknown attribute ${id}` });
  for (const d of defs) {
    const r = checkAttributeValue(d, values[d.id]);
    if ('error' in r) errors.push({ attrId: d.id, name: d.name, message: r.error });
    else if (r.value !== null) out[d.id] = r.value;
  }
  return { values: out, errors };
}

export const ATTRIBUTE_SORT_FIELDS = ['sort', 'name', 'createdAt'] as const;
export const AttributeListQuery = sortedPageQuery(ATTRIBUTE_SORT_FIELDS).extend({
  name: z.string().trim().max(ATTRIBUTE_NAME_MAX).optional(),
  type: AttributeType.optional(),
});
export type AttributeListQuery = z.input<typeof AttributeListQuery>;

const id = z.string().min(1).max(64);

export const listAttributes = defineEndpoint({
  id: 'aicall.attribute.list',
  method: 'GET',
  path: '/v1/aicall-web/customer-attribute/list',
  access: 'aicall.attribute.list',
  query: AttributeListQuery,
  response: pageOf(AttributeRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

/** Every attribute of the app in column order: the customer screen's columns and form fields. */
export const listAllAttributes = defineEndpoint({
  id: 'aicall.attribute.all',
  method: 'GET',
  path: '/v1/aicall-web/customer-attribute/all',
  access: ['aicall.attribute.list', 'aicall.customer.list'],
  response: z.array(AttributeRow.omit({ valueCount: true })),
});

export const createAttribute = defineEndpoint({
  id: 'aicall.attribute.create',
  method: 'POST',
  path: '/v1/aicall-web/customer-attribute/add',
  access: 'aicall.attribute.create',
  body: AttributeInput,
  response: AttributeRow,
  example: { body: { name: '示例属性-walk', type: 'text', required: 0, options: [], sort: 0 } },
});

export const updateAttribute = defineEndpoint({
  id: 'aicall.attribute.update',
  method: 'POST',
  path: '/v1/aicall-web/customer-attribute/edit',
  access: 'aicall.attribute.update',
  body: z.intersection(AttributeInput, z.object({ id })),
  response: AttributeRow,
  example: { body: { id: 'attr-none', name: '示例属性', type: 'text', required: 0, options: [], sort: 0 } },
});

export const deleteAttributes = defineEndpoint({
  id: 'aicall.attribute.delete',
  method: 'POST',
  path: '/v1/aicall-web/customer-attribute/delete',
  access: 'aicall.attribute.delete',
  /**
   * Deleting an attribute customers carry values of is refused (150020, with the count) unless
   * `removeValues` confirms that those values go too.
   */
  body: z.object({ ids: z.array(id).min(1).max(100), removeValues: z.boolean().default(false) }),
  response: z.object({ deleted: z.number(), valuesRemoved: z.number() }),
  example: { body: { ids: ['attr-none'] } },
});

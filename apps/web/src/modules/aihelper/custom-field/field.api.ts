import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  type CustomFieldRow,
  type createCustomField,
  FIELD_EXTRACTIONS,
  FIELD_TYPES,
  type FieldType,
} from '@zhiyu/contract/modules/aihelper/field';

type Values = Record<string, unknown>;
type Extraction = (typeof FIELD_EXTRACTIONS)[number];

/** Query keys of the custom fields (requirements D3.7); mutations invalidate `all`. */
export const fieldKeys = {
  all: ['aihelper', 'customField'] as const,
  list: () => [...fieldKeys.all, 'list'] as const,
};

/** How a field of each type is found unless the user says otherwise (docs/aihelper-desk.md). */
export const NATURAL_EXTRACTION: Record<FieldType, Extraction> = {
  text: 'none',
  number: 'amount',
  date: 'date',
  select: 'options',
  phone: 'phone',
  idCard: 'idCard',
  address: 'address',
};

const typeOf = (v: unknown): FieldType => FIELD_TYPES.find((k) => k === v) ?? 'text';
const extractionOf = (v: unknown, type: FieldType): Extraction =>
  FIELD_EXTRACTIONS.find((k) => k === v) ?? NATURAL_EXTRACTION[type];
const words = (v: unknown): string[] => (Array.isArray(v) ? v.map((w) => String(w).trim()).filter(Boolean) : []);

/** A select's options as the editor holds them: rows of a label and its keywords. */
function optionsOf(v: unknown): { label: string; keywords: string[] }[] {
  if (!Array.isArray(v)) return [];
  return v.map((o: { label?: unknown; keywords?: unknown } | undefined) => ({
    label: String(o?.label ?? ''),
    keywords: words(o?.keywords),
  }));
}

/** The create/edit body from the form: options only for a select; the switch's 1/0 as a boolean. */
export function fieldBody(v: Values): BodyOf<typeof createCustomField> {
  const type = typeOf(v.type);
  return {
    name: String(v.name ?? ''),
    type,
    required: v.required === 1,
    options: type === 'select' ? optionsOf(v.options) : [],
    extraction: extractionOf(v.extraction, type),
    order: typeof v.order === 'number' ? v.order : 0,
  };
}

/** The edit form's values of a row (the required switch holds 1 or 0). */
export const fieldForm = (row: CustomFieldRow): Values => ({ ...row, required: row.required ? 1 : 0 });

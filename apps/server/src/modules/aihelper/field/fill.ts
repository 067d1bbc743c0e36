import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { validIdCard } from '../extract/checks.ts';
import { extract, matchOption } from '../extract/extract.ts';
import type { FinalLine } from '../ingest/lines.ts';
import { ahFields, ahFills } from './table.ts';

type Field = typeof ahFields.$inferSelect;

export function fieldsOf(db: Db, tenantId: string): Promise<Field[]> {
  return db
    .select()
    .from(ahFields)
    .where(eq(ahFields.tenantId, tenantId))
    .orderBy(asc(ahFields.order), asc(ahFields.id));
}

/**
 * Fills the form from the lines that became final now, in speaking order: each field takes the
 * last value its extraction finds, unless the agent has confirmed one. `reference` is the call's
 * start (relative dates resolve against it).
 */
export async function fillFromLines(
  db: Db,
  conversationId: string,
  fields: Field[],
  finals: Set<string>,
  reference: Date,
  all: FinalLine[],
): Promise<number> {
  const active = fields.filter((f) => f.extraction !== 'none');
  if (!active.length || !finals.size) return 0;
  const lines = all.filter((l) => finals.has(l.utteranceId));
  const found = new Map<string, { value: string; utteranceId: string }>();
  for (const line of lines) {
    const entities = extract(line.text, reference);
    for (const f of active) {
      let value: string | undefined;
      if (f.extraction === 'options') value = matchOption(line.text, f.options)?.label;
      else value = entities.find((e) => e.type === f.extraction)?.value;
      if (value) found.set(f.id, { value, utteranceId: line.utteranceId });
    }
  }
  for (const [fieldId, v] of found) {
    await db
      .insert(ahFills)
      .values({ conversationId, fieldId, value: v.value, utteranceId: v.utteranceId })
      .onConflictDoUpdate({
        target: [ahFills.conversationId, ahFills.fieldId],
        set: { value: v.value, utteranceId: v.utteranceId, updatedAt: new Date() },
        setWhere: sql`${ahFills.confirmed} = false`,
      });
  }
  return found.size;
}

/** Whether a value the agent typed fits the field's type; the field's name is the message's subject. */
export function validValue(f: Field, value: string): boolean {
  if (value === '') return !f.required;
  switch (f.type) {
    case 'phone':
      return /^(?:1[3-9]\d{9}|0\d{9,11})$/.test(value);
    case 'idCard':
      return validIdCard(value.toUpperCase());
    case 'number':
      return /^-?\d+(?:\.\d+)?$/.test(value);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)));
    case 'select':
      return f.options.some((o) => o.label === value);
    default:
      return true;
  }
}
